/**
 * The framework's "are we in the browser yet" context (`useIsBrowser`, `<BrowserOnly>`), with the same
 * exports as `@docusaurus/core/lib/client/browserContext`, which it replaces (`src/plugins/calm-hydration.ts`).
 *
 * The value turns true once the page has hydrated, and every component that reads it renders again. The
 * framework makes that change as an ordinary update, which React renders in one piece; here it is a
 * transition, which React renders in slices of a few milliseconds, so the page stays responsive while the
 * browser-only parts appear. What is rendered is the same.
 */
import React, {createContext, startTransition, useEffect, useState, type ReactNode} from 'react';

export const Context = createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): JSX.Element {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
