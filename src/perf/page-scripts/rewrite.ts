import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {parse, type Node} from 'acorn';
import {chunkNameLeaves, routeChains} from '../../lib/routeChains';
import {htmlFiles} from '../../lib/files';
import {LOADER_CALL} from '../scripts-after-paint/ssrTemplate';

interface RouteEntry {
  path: string;
  hash: string;
  routes?: RouteEntry[];
}

type AnyNode = Node & Record<string, unknown>;

function walk(node: unknown, visit: (node: AnyNode) => boolean | void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  const n = node as AnyNode;
  if (typeof n.type !== 'string') return;
  if (visit(n) === false) return;
  for (const key of Object.keys(n)) if (key !== 'type') walk(n[key], visit);
}

function propertyName(key: AnyNode): string | undefined {
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal') return String(key.value);
  return undefined;
}

/** The route table the build generated (`.docusaurus/routes.js`): paths, hashes and nesting. */
function readRouteTable(file: string): RouteEntry[] {
  const ast = parse(fs.readFileSync(file, 'utf8'), {ecmaVersion: 'latest', sourceType: 'module'});
  const toRoute = (object: AnyNode): RouteEntry => {
    const route: RouteEntry = {path: '', hash: ''};
    for (const property of object.properties as AnyNode[]) {
      const name = propertyName(property.key as AnyNode);
      const value = property.value as AnyNode;
      if (name === 'path' && value.type === 'Literal') route.path = String(value.value);
      if (name === 'component' && value.type === 'CallExpression') {
        const hash = (value.arguments as AnyNode[])[1];
        if (hash?.type === 'Literal') route.hash = String(hash.value);
      }
      if (name === 'routes' && value.type === 'ArrayExpression')
        route.routes = (value.elements as AnyNode[]).map(toRoute);
    }
    return route;
  };
  for (const statement of ast.body as unknown as AnyNode[]) {
    const declaration = statement.declaration as AnyNode | undefined;
    if (statement.type === 'ExportDefaultDeclaration' && declaration?.type === 'ArrayExpression') {
      return (declaration.elements as AnyNode[]).map(toRoute);
    }
  }
  throw new Error(`no route table in ${file}`);
}

/**
 * The chunk registry inside the start-up scripts: for every chunk name, the ids of the chunks its loader
 * fetches (`n.e("1234")` calls), dependencies included.
 */
function readRegistry(startupScripts: string[]): Map<string, string[]> {
  const registry = new Map<string, string[]>();
  for (const script of startupScripts) {
    walk(parse(script, {ecmaVersion: 'latest', sourceType: 'script'}), (node) => visitRegistry(node, registry));
  }
  if (registry.size === 0) throw new Error('no chunk registry in the start-up scripts');
  return registry;
}

/** The registry is the large object literal whose values are arrays starting with a chunk loader. */
function visitRegistry(node: AnyNode, registry: Map<string, string[]>): boolean | void {
  if (node.type !== 'ObjectExpression') return;
  const properties = node.properties as AnyNode[];
  const isRegistry =
    properties.length >= 10 &&
    properties.every((p) => {
      const value = p.value as AnyNode | undefined;
      const first = value?.type === 'ArrayExpression' ? (value.elements as AnyNode[])[0] : undefined;
      return p.type === 'Property' && first?.type === 'ArrowFunctionExpression';
    });
  if (!isRegistry) return;
  for (const property of properties) {
    const name = propertyName(property.key as AnyNode);
    if (name === undefined) continue;
    const ids: string[] = [];
    walk(((property.value as AnyNode).elements as AnyNode[])[0], (call) => {
      const callee = call.callee as AnyNode | undefined;
      const args = call.arguments as AnyNode[] | undefined;
      if (
        call.type === 'CallExpression' &&
        callee?.type === 'MemberExpression' &&
        propertyName(callee.property as AnyNode) === 'e' &&
        args?.length === 1 &&
        args[0]!.type === 'Literal'
      ) {
        ids.push(String(args[0]!.value));
      }
    });
    registry.set(name, ids);
  }
  return false;
}

/** The bundler runtime's file name for a chunk id (`__webpack_require__.u`), from the runtime script itself. */
function readChunkFileNames(runtimeScript: string, chunkGlobal: string): (id: string) => string {
  // the runtime reads the document's base URL when it starts; nothing else of the page
  const sandbox: Record<string, unknown> = {document: {baseURI: 'http://localhost/'}};
  sandbox.self = sandbox;
  vm.runInNewContext(runtimeScript, sandbox, {timeout: 5000});
  const global = sandbox[chunkGlobal] as {push: (entry: unknown[]) => void} | undefined;
  if (!global) throw new Error(`the runtime defines no ${chunkGlobal}`);
  let requireFn: {u: (id: string) => string; p: string} | undefined;
  // a chunk the runtime has not seen makes it run the entry's callback with its require function
  global.push([['mrs-page-scripts-probe'], {}, (require: typeof requireFn) => (requireFn = require)]);
  if (!requireFn) throw new Error('could not reach the bundler runtime');
  const {u, p} = requireFn;
  return (id) => p + u(id);
}

/**
 * The page's own scripts, requested with the start-up scripts.
 *
 * A page hydrates only once the chunks of its routes (layout, sidebar, content…) have loaded, and the
 * start-up script used to request them itself while it was being evaluated, each `<script>` element
 * it added costing the main thread most of a millisecond in that, the longest, task. After the build,
 * this rewrite lists every page's chunks, as the bundler's runtime names them, in the page's loader call
 * (src/perf/scripts-after-paint/ssrTemplate.ts): they download alongside the start-up scripts, execute
 * after them in order, and the runtime, finding their `<script>` elements already in the document, adds none.
 *
 * The lists come from the build's own tables: the route table, the chunk names of each route, the chunk
 * registry in the start-up script and the runtime's file names. Synchronous on purpose: the perf plugin
 * runs it in its `postBuild`, before the offline-mode plugin (listed after it) computes its precache
 * manifest, so the pages it stores are the final ones. Returns the number of pages whose list grew.
 */
export function rewritePageScripts({
  outDir,
  generatedFilesDir,
  baseUrl,
}: {
  outDir: string;
  generatedFilesDir: string;
  baseUrl: string;
}): number {
  // the start-up scripts: the list the page template passes to its loader (src/perf/scripts-after-paint/ssrTemplate.ts),
  // as it appears in every page (the bundler's runtime, React, the site's data and the main script)
  const notFound = fs.readFileSync(path.join(outDir, '404.html'), 'utf8');
  const entryList = notFound.match(LOADER_CALL)?.[1];
  if (!entryList) throw new Error('no loader call in 404.html: the page template has changed');
  const startup = (JSON.parse(entryList) as string[]).map((url) => path.join(outDir, url.slice(baseUrl.length)));
  const runtimeFile = startup.find((file) => /[\\/]runtime~main\.[0-9a-f]+\.js$/.test(file));
  if (!runtimeFile) throw new Error(`no bundler runtime among the start-up scripts ${entryList}`);
  const runtime = fs.readFileSync(runtimeFile, 'utf8');
  const globalName = runtime.match(/self\.(webpackChunk[\w$]*)/)?.[1];
  if (!globalName) throw new Error('the runtime names no chunk-loading global');
  const fileOf = readChunkFileNames(runtime, globalName);
  const registry = readRegistry(
    startup.filter((file) => file !== runtimeFile).map((file) => fs.readFileSync(file, 'utf8')),
  );
  const routes = readRouteTable(path.join(generatedFilesDir, 'routes.js'));
  const chunkNames = JSON.parse(
    fs.readFileSync(path.join(generatedFilesDir, 'routesChunkNames.json'), 'utf8'),
  ) as Record<string, unknown>;

  // for each page path, the routes rendered for it: ancestors first
  const chains = routeChains(routes);

  let pages = 0;
  for (const file of htmlFiles(outDir)) {
    const relative = path.relative(outDir, file).split(path.sep).join('/');
    const pagePath = baseUrl + relative.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
    const chain = chains.get(pagePath) ?? chains.get(pagePath.replace(/\/$/, '')) ?? chains.get(`${pagePath}/`);
    if (!chain) continue;
    const html = fs.readFileSync(file, 'utf8');
    if (!html.includes(entryList)) continue;
    const scripts = JSON.parse(entryList) as string[];
    const startupCount = scripts.length;
    for (const route of chain) {
      for (const name of chunkNameLeaves(chunkNames[`${route.path}-${route.hash}`])) {
        for (const id of registry.get(name) ?? []) {
          const url = fileOf(id);
          // chunks with styles only have no script file
          if (
            url.endsWith('.js') &&
            fs.existsSync(path.join(outDir, url.slice(baseUrl.length))) &&
            !scripts.includes(url)
          )
            scripts.push(url);
        }
      }
    }
    if (scripts.length === startupCount) continue;
    fs.writeFileSync(
      file,
      html.replace(entryList, () => JSON.stringify(scripts)),
    );
    pages++;
  }
  return pages;
}
