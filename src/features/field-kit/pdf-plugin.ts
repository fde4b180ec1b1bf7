/**
 * The field manual of each version as a PDF, made by the production build: once the pages are written, Chromium
 * (through playwright-core, as the tests drive it) opens each version's manual page from the build folder,
 * printed (src/features/field-kit/print.css), and saves it with page numbers in the footer, an outline of the
 * headings and tags for screen readers: `build/docs/field-manual/field-manual-2.0.0.pdf`,
 * `build/docs/1.5.0/field-manual/field-manual-1.5.0.pdf`. The offline precache lists them (./precache.ts).
 *
 * Whether the PDFs will exist is decided when the content loads: without playwright-core or without Chromium
 * (CHROMIUM_PATH, default /usr/bin/chromium) the build says so and the manual links its printable page instead
 * (./ManualPdf.tsx reads the plugin's global data). `MRS_DOCS_PDF=0` leaves them out on purpose. When Chromium is
 * there but making a PDF fails, the build fails: a page that promises a PDF must have one.
 */
import {existsSync, createReadStream, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const PDF_PLUGIN_NAME = 'mrs-field-manual-pdf';

/** What the manual page learns from the build: per version name, the PDF's URL; or why there is none. */
export interface ManualPdfData {
  pdfs: Record<string, string>;
  reason?: string;
}

/** The manual's route and PDF file name of each version (docs version name → label and route base). */
export interface ManualVersion {
  name: string;
  label: string;
  route: string;
}

export function pdfUrl(version: ManualVersion): string {
  return `${version.route}field-manual-${version.label}.pdf`;
}

let pdfsDone: (files: string[]) => void = () => {};
const pdfs = new Promise<string[]>((resolve) => {
  pdfsDone = resolve;
});

/** Resolves with the PDFs' paths under the build folder once they are written (an empty list when none are made). */
export function manualPdfsWritten(): Promise<string[]> {
  return pdfs;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** A static server over the build folder, on a free port of 127.0.0.1, for the duration of the PDF step. */
function serve(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir)) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    else if (!existsSync(file) && existsSync(`${file}.html`)) file = `${file}.html`;
    if (!existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream'});
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const FOOTER = `<div style="width:100%;font-size:8px;color:#444;padding:0 12mm;display:flex;justify-content:space-between;font-family:Helvetica,Arial,sans-serif">
<span class="title"></span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`;

const requireHere = createRequire(__filename);

function resolvePlaywright(siteDir: string): string | null {
  try {
    return requireHere.resolve('playwright-core', {paths: [siteDir]});
  } catch {
    return null;
  }
}

export default function fieldManualPdfPlugin(options: {versions: ManualVersion[]}): Plugin {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  let planned: ManualPdfData = {pdfs: {}};
  return {
    name: PDF_PLUGIN_NAME,
    async loadContent() {
      const off = process.env.MRS_DOCS_PDF === '0';
      const playwright = resolvePlaywright(process.cwd());
      const reason = off
        ? 'MRS_DOCS_PDF=0'
        : !playwright
          ? 'playwright-core is not installed'
          : !existsSync(executablePath)
            ? `no Chromium at ${executablePath} (set CHROMIUM_PATH)`
            : undefined;
      planned = reason
        ? {pdfs: {}, reason}
        : {pdfs: Object.fromEntries(options.versions.map((v) => [v.name, pdfUrl(v)]))};
      if (reason)
        console.warn(
          `[${PDF_PLUGIN_NAME}] No PDF of the field manual: ${reason}. The manual pages link their printable page instead.`,
        );
      return planned;
    },
    async contentLoaded({actions}) {
      actions.setGlobalData(planned);
    },
    async postBuild({outDir}) {
      if (Object.keys(planned.pdfs).length === 0) {
        pdfsDone([]);
        return;
      }
      // required here, in the build's Node process only: playwright-core never reaches a client bundle
      const {chromium} = requireHere(resolvePlaywright(process.cwd())!) as typeof import('playwright-core');
      const server = await serve(outDir);
      const {port} = server.address() as AddressInfo;
      const browser = await chromium.launch({
        executablePath,
        args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
      });
      const written: string[] = [];
      try {
        // no service worker: the offline-mode worker is being written by another plugin at the same time
        const context = await browser.newContext({serviceWorkers: 'block'});
        // the manual's own files only: the KaTeX CDN and any other host stay out of the build
        await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
        for (const version of options.versions) {
          const page = await context.newPage();
          await page.goto(`http://127.0.0.1:${port}${version.route}`, {waitUntil: 'load'});
          await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout: 60_000});
          await page.emulateMedia({media: 'print', colorScheme: 'light'});
          const file = path.join(outDir, pdfUrl(version));
          await page.pdf({
            path: file,
            format: 'A4',
            printBackground: true,
            tagged: true,
            outline: true,
            displayHeaderFooter: true,
            headerTemplate: '<span></span>',
            footerTemplate: FOOTER,
            margin: {top: '14mm', bottom: '16mm', left: '12mm', right: '12mm'},
          });
          written.push(path.relative(outDir, file).split(path.sep).join('/'));
          await page.close();
          console.log(`[${PDF_PLUGIN_NAME}] ${pdfUrl(version)}`);
        }
      } finally {
        await browser.close();
        server.close();
        pdfsDone(written);
      }
    },
  };
}
