/**
 * Exists only in the test build (MRS_DOCS_TEST_ROUTES=1): a page whose render throws after
 * hydration while sessionStorage `mrs-test-crash` is not `off`, so the browser tests can see the
 * crash screen and prove that "Try again" renders the page again.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';

function Crashing(): ReactNode {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (mounted && window.sessionStorage.getItem('mrs-test-crash') !== 'off') {
    throw new Error('Rendering the test page failed', {cause: new Error('Simulated root cause for the crash screen')});
  }
  return <p id="crash-test-content">The test page rendered without crashing.</p>;
}

export default function CrashPage(): ReactNode {
  return (
    <Layout title="Crash test" noFooter>
      <main className="container margin-vert--lg">
        <Crashing />
      </main>
    </Layout>
  );
}
