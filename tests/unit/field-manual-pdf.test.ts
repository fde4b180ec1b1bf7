/**
 * Where Chromium cannot run, the build says so and the manual pages link their printable page instead of a PDF
 * (src/features/field-kit/pdf-plugin.ts): the plugin's decision when the content loads, without a build.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fieldManualPdfPlugin, {pdfUrl, type ManualPdfData} from '../../src/features/field-kit/pdf-plugin';
import {RELEASES} from '../../config/releases';

const versions = RELEASES.map((r) => ({
  name: r.current ? 'current' : r.version,
  label: r.label,
  route: `${r.route}/field-manual/`,
}));

async function plan(env: Record<string, string | undefined>): Promise<{data: ManualPdfData; warnings: string[]}> {
  const saved = {CHROMIUM_PATH: process.env.CHROMIUM_PATH, MRS_DOCS_PDF: process.env.MRS_DOCS_PDF};
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
  try {
    for (const [k, v] of Object.entries(env)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    const plugin = fieldManualPdfPlugin({versions});
    const data = (await (plugin.loadContent as () => Promise<ManualPdfData>)()) as ManualPdfData;
    return {data, warnings};
  } finally {
    console.warn = warn;
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

describe('the field manual PDF step', () => {
  test('with no Chromium at CHROMIUM_PATH, no PDF is promised and the build says why', async () => {
    const {data, warnings} = await plan({CHROMIUM_PATH: '/nonexistent/chromium', MRS_DOCS_PDF: undefined});
    assert.deepEqual(data.pdfs, {});
    assert.match(data.reason ?? '', /no Chromium at \/nonexistent\/chromium/);
    assert.equal(warnings.length, 1);
    assert.match(warnings[0], /No PDF of the field manual: no Chromium at \/nonexistent\/chromium.*printable page/);
  });

  test('MRS_DOCS_PDF=0 leaves the PDFs out on purpose, and says so', async () => {
    const {data, warnings} = await plan({MRS_DOCS_PDF: '0'});
    assert.deepEqual(data.pdfs, {});
    assert.equal(data.reason, 'MRS_DOCS_PDF=0');
    assert.equal(warnings.length, 1);
  });

  test('with a Chromium to run, every version of the table gets its PDF link', async () => {
    // any existing executable stands in for the browser: the step only checks that it is there before the build
    const {data, warnings} = await plan({CHROMIUM_PATH: process.execPath, MRS_DOCS_PDF: undefined});
    assert.equal(data.reason, undefined);
    assert.deepEqual(warnings, []);
    assert.deepEqual(data.pdfs, Object.fromEntries(versions.map((v) => [v.name, pdfUrl(v)])));
  });
});
