/**
 * The HTML page template of the static build (Docusaurus `ssrTemplate`, an Eta template with the same
 * fields as the framework's default). The one difference: the site's JavaScript is requested after the
 * first paint instead of from `<script defer>` tags in the head.
 *
 * Every page is complete, readable HTML and CSS before any script runs. With deferred scripts the
 * browser starts downloading the application bundle (about 170 KB gzip) while it still waits for the
 * stylesheet, and on a slow mobile link the two share the bandwidth. Here the page paints first, and
 * the scripts are requested once that paint is on screen (the browser's first-contentful-paint entry),
 * executed in their original order; the page then hydrates as before. In a background tab (no frames)
 * they load at once; without a paint within 2 s, they load then.
 *
 * The framework's "site did not load properly" banner (home page only) checks for `window.docusaurus`
 * when the document has been parsed, which is now before the scripts arrive. The loader, placed before
 * the banner's script so that its listener runs first, answers that check with a placeholder while the
 * scripts are on their way, and shows the banner itself if they fail to load or do not start the site.
 * Where the start-up runs over several tasks (`staged-startup`), the entry puts its promise on the
 * placeholder (`started`), and the loader decides once that promise has settled (the handshake of
 * `./protocol.ts`).
 */

import type {LoaderPlaceholder} from './protocol';

/**
 * Runs inline in the page's `<head>`, so it must not refer to anything outside itself (types aside); the names
 * of the handshake are those of `./protocol.ts`, written out.
 */
function loadScriptsAfterFirstPaint(scripts: string[]): void {
  let started = false;
  let settled = false;
  const placeholder: LoaderPlaceholder = {loading: true};
  const w = window as unknown as {docusaurus?: unknown; insertBanner?: () => void};

  function settle() {
    // a staged start-up (patch staged-startup) hands its promise to the placeholder: wait for it
    const starting = w.docusaurus === placeholder ? placeholder.started : undefined;
    if (starting) {
      placeholder.started = undefined;
      starting.then(settle, settle);
      return;
    }
    settled = true;
    if (w.docusaurus === placeholder) delete w.docusaurus;
    if (typeof w.docusaurus === 'undefined' && typeof w.insertBanner === 'function') w.insertBanner();
  }

  function start() {
    if (started) return;
    started = true;
    let last: HTMLScriptElement | undefined;
    for (let i = 0; i < scripts.length; i++) {
      last = document.createElement('script');
      last.src = scripts[i]!;
      last.async = false;
      document.head.appendChild(last);
    }
    if (last) {
      last.addEventListener('load', settle);
      last.addEventListener('error', settle);
    }
  }

  document.addEventListener('DOMContentLoaded', function () {
    if (!settled && typeof w.docusaurus === 'undefined') w.docusaurus = placeholder;
    if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') {
      start();
      return;
    }
    // Once the first paint has reached the screen: the paint-timing entry arrives only then (a frame
    // callback runs before the paint, and a timeout queued there can run before the frame is shown).
    // Where paint timing is missing, the task after the next frame.
    const paintTiming =
      typeof PerformanceObserver === 'function' &&
      (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
    if (paintTiming) {
      const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
      if (painted()) {
        setTimeout(start, 0);
      } else {
        const observer = new PerformanceObserver(function () {
          if (!painted()) return;
          observer.disconnect();
          setTimeout(start, 0);
        });
        observer.observe({type: 'paint', buffered: true});
      }
    } else {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    }
    setTimeout(start, 2000);
  });
}

const loader = loadScriptsAfterFirstPaint.toString();

/**
 * The loader call as it appears in a built page, `(["/assets/js/runtime~main.….js",…]);</script>`; group 1
 * is the script list. Read by the build guard.
 */
export const LOADER_CALL = /\((\["[^"\]]+\.js"(?:,"[^"\]]+\.js")*\])\);?<\/script>/;

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <script>(${loader})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);</script>
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
