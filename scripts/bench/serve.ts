/** Serves a built site as static hosts do: `docusaurus serve` behind a gzip proxy, on free local ports. */
import {spawn} from 'node:child_process';
import {createServer, request as httpRequest, type OutgoingHttpHeaders, type Server} from 'node:http';
import {createServer as createNetServer, type AddressInfo} from 'node:net';
import {createGzip} from 'node:zlib';
import {BUILD, ROOT, sleep} from './common';

/** A served build: its address and how to stop it. */
export interface ServedSite {
  base: string;
  stop(): void;
}

/** A port nobody listens on now (the system picks it), so several benchmarks can run side by side. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * `docusaurus serve` sends files uncompressed, while static hosts (GitHub Pages, Netlify, any CDN) send text
 * gzip-compressed. Lighthouse's throttling simulation works from transfer sizes, so a small gzip proxy stands in
 * front of `docusaurus serve` (which keeps its routing: trailing slashes, the 404 page).
 */
function startGzipProxy(upstreamPort: number, port: number): Promise<Server> {
  const compressible = /^(text\/|application\/(javascript|json|xml|manifest\+json|rss\+xml|atom\+xml)|image\/svg\+xml)/;
  const proxy = createServer((req, res) => {
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method: req.method,
        path: req.url,
        headers: {...req.headers, 'accept-encoding': 'identity'},
      },
      (up) => {
        const type = String(up.headers['content-type'] ?? '');
        const wantsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        if (!wantsGzip || !compressible.test(type) || req.method === 'HEAD') {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
          return;
        }
        const headers: OutgoingHttpHeaders = {...up.headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding'};
        delete headers['content-length'];
        res.writeHead(up.statusCode ?? 502, headers);
        up.pipe(createGzip({level: 6})).pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => proxy.listen(port, '127.0.0.1', () => resolve(proxy)));
}

/**
 * Serves `dir` (default build/) through the gzip proxy and resolves to `{base, stop()}`. The proxy listens on
 * `port` (BENCH_PORT for the first server, if set) or a free port; `docusaurus serve` on a free port behind it.
 */
export async function startServer(dir: string = BUILD, port: number | undefined = undefined): Promise<ServedSite> {
  const proxyPort = port ?? (await freePort());
  const upstreamPort = await freePort();
  const server = spawn(
    'npx',
    ['docusaurus', 'serve', '--dir', dir, '--host', '127.0.0.1', '--port', String(upstreamPort), '--no-open'],
    {cwd: ROOT, stdio: 'ignore', detached: true},
  );
  const kill = () => {
    try {
      process.kill(-(server.pid as number));
    } catch {
      // already gone
    }
  };
  for (let i = 0; i < 120; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${upstreamPort}/`);
      if (response.ok) {
        const proxy = await startGzipProxy(upstreamPort, proxyPort);
        return {
          base: `http://127.0.0.1:${proxyPort}`,
          stop() {
            proxy.close();
            kill();
          },
        };
      }
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  kill();
  throw new Error(`docusaurus serve did not start on port ${upstreamPort}`);
}

/** BENCH_PORT, if set: the port of the main benchmark's server. */
export const fixedPort = (): number | undefined =>
  process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
