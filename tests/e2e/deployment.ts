import http from 'node:http';
import type {AddressInfo} from 'node:net';

/** A second origin for the served build that can stand in for the site's next deployment. */
export interface Deployment {
  /** The origin to open pages on, e.g. `http://127.0.0.1:40123`. */
  readonly url: string;
  /** From now on, `/sw.js` is the next deployment's worker: the served file with one more line. */
  deployNext(): void;
  close(): Promise<void>;
}

const NEXT_DEPLOYMENT = Buffer.from('\n// next deployment\n');

/**
 * Starts an HTTP server on a free port that forwards every request to `upstream` (the served build).
 * After `deployNext()`, its `/sw.js` differs from the build's by a trailing comment, as a deployment with a
 * new precache manifest would differ for the browser. Nothing under `build/` is changed, so the tests that
 * run alongside, on the upstream origin, keep reading the files as built.
 */
export async function startDeployment(upstream: string): Promise<Deployment> {
  let next = false;
  const server = http.createServer((request, response) => {
    const target = new URL(request.url ?? '/', upstream);
    const worker = target.pathname === '/sw.js';
    const headers = {...request.headers, host: target.host};
    if (worker) {
      // the body is rewritten below: ask for it whole and unconditionally
      delete headers['accept-encoding'];
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    const forward = http.request(target, {method: request.method, headers}, (answer) => {
      if (!(worker && next && answer.statusCode === 200)) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat([...chunks, NEXT_DEPLOYMENT]);
        const rest = {...answer.headers};
        for (const name of ['content-length', 'etag', 'last-modified']) delete rest[name];
        response.writeHead(200, {...rest, 'content-length': body.length});
        response.end(body);
      });
    });
    forward.on('error', (error) => {
      response.writeHead(502, {'content-type': 'text/plain'});
      response.end(`upstream ${upstream} failed: ${error.message}`);
    });
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deployNext: () => {
      next = true;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
