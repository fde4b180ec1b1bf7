/**
 * `@docusaurus/Head`, applied once the page has hydrated (wired by `src/perf/plugin.ts`).
 *
 * The server-rendered page already carries every head tag. While React hydrates it, rendering is split
 * into slices, and the head manager (react-helmet-async) writes the head after each animation frame from
 * the `<Head>` elements rendered so far: on a doc page the first write came from the site-wide defaults
 * alone, removing the page's title, description and a dozen other tags, and a second write put them back,
 * some 20 ms of main-thread work on a desktop core for an unchanged head. `<Head>` renders nothing in the
 * page either way, so here it joins the head manager only after hydration: all of them at once, in page
 * order, whose single write finds the tags already in place. Heads that mount later (client-side
 * navigation) join at once, and the server render is unchanged.
 */
import React, {useEffect, useState, type ComponentProps} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import FrameworkHead from '@mrs/framework-head';

/** True once the first page has hydrated. */
let hydrated = false;

export default function Head(props: ComponentProps<typeof FrameworkHead>): JSX.Element | null {
  const [active, setActive] = useState(() => !ExecutionEnvironment.canUseDOM || hydrated);
  useEffect(() => {
    hydrated = true;
    setActive(true);
  }, []);
  return active ? <FrameworkHead {...props} /> : null;
}
