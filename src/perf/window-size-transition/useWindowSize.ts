/**
 * theme-common's `useWindowSize`, which it replaces (wired by `src/perf/plugin.ts`): "ssr" during server
 * rendering and hydration, then "desktop" or "mobile" (wider than the breakpoint or not).
 *
 * The first answer after hydration swaps the sidebar and table of contents for their mobile or desktop
 * forms, a large re-render: it is made as a transition, rendered in slices of a few milliseconds instead
 * of one long task. Later answers (the window crossing the breakpoint) are ordinary updates, as before.
 */
import {startTransition, useEffect, useState} from 'react';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

/** The theme's breakpoint, the same as Infima's stylesheet uses. */
const DESKTOP_BREAKPOINT = 996;

export function useWindowSize({desktopBreakpoint = DESKTOP_BREAKPOINT}: {desktopBreakpoint?: number} = {}): WindowSize {
  // a constant first value, so the hydrated page matches the server's
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const current = (): WindowSize => (window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile');
    startTransition(() => setWindowSize(current()));
    const onResize = () => setWindowSize(current());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [desktopBreakpoint]);
  return windowSize;
}
