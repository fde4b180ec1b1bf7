/**
 * Takes the place of the classic theme's `prism-include-languages` client module (see
 * `src/perf/table.ts`, patch `lazy-prism`), which would put Prism and its grammars into the start-up script of
 * every page, code or not. The languages are registered by `./languages` instead, which the code block
 * imports, so Prism arrives with the first page that shows code.
 */
export {};
