/**
 * Prism's core highlights every `code.language-*` element of the document by itself once the page has
 * loaded, unless a global `Prism` object asks for manual mode before the core is evaluated. React owns
 * the code blocks here, so manual mode it is (and no worker message handler).
 */
const scope = globalThis as {Prism?: {manual?: boolean; disableWorkerMessageHandler?: boolean}};
scope.Prism ??= {};
scope.Prism.manual = true;
scope.Prism.disableWorkerMessageHandler = true;

export {};
