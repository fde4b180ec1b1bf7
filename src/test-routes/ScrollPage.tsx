/**
 * Exists only in the test build: a tall page with links that change only the query, only the
 * hash, or the path, so the browser tests can check the scroll restoration rules.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

const filler = Array.from({length: 60}, (_, i) => (
  <p key={i}>Paragraph {i + 1} of filler text that makes this page taller than the window.</p>
));

export default function ScrollPage(): ReactNode {
  return (
    <Layout title="Scroll test">
      <main className="container margin-vert--lg">
        <h1>Scroll test</h1>
        {filler}
        <p>
          <Link id="query-link" to="/__test__/scroll?view=compact">
            Same page, other query
          </Link>
        </p>
        <p>
          <Link id="path-link" to="/docs/introduction/">
            Another page
          </Link>
        </p>
        <p>
          <Link id="hash-link" to="/__test__/scroll#target">
            Jump to the target
          </Link>
        </p>
        {filler}
        <Heading as="h2" id="target">
          Target heading
        </Heading>
        {filler}
      </main>
    </Layout>
  );
}
