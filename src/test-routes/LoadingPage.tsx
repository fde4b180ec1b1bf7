/**
 * Exists only in the test build: a lazily loaded component whose first load fails, shown through
 * the theme's Loading component, so the tests can see the error text, press Retry and get the content.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import Loadable from 'react-loadable';
import Layout from '@theme/Layout';
import Loading from '@theme/Loading';

let attempts = 0;

function Loaded(): ReactNode {
  return <p id="loading-test-content">The lazily loaded part arrived.</p>;
}

const LazyPart = Loadable({
  loader: () =>
    new Promise<() => ReactNode>((resolve, reject) => {
      attempts += 1;
      const failing = attempts === 1;
      window.setTimeout(
        () => {
          if (failing) reject(new Error('Loading chunk 4242 failed (simulated network error)'));
          else resolve(Loaded);
        },
        failing ? 1500 : 400,
      );
    }),
  loading: Loading,
});

export default function LoadingPage(): ReactNode {
  // mount the lazy part only after hydration, so server and client markup match
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Layout title="Loading test">
      <main className="container margin-vert--lg">
        <h1>Loading test</h1>
        {mounted && <LazyPart />}
      </main>
    </Layout>
  );
}
