/**
 * The "Skip to main content" link, written for this site. The theme's own version moves focus to
 * the top of the page on every navigation, which makes the browser scroll to the top even when
 * only the query string changed; this one resets focus only when the path changes, and without
 * scrolling, so scroll positions follow the navigation rules exactly.
 */
import React, {useCallback, useEffect, useRef, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

const FALLBACK_ID = '__docusaurus_skipToContent_fallback';

function focusWithoutScroll(element: HTMLElement): void {
  element.setAttribute('tabindex', '-1');
  element.focus({preventScroll: true});
  element.removeAttribute('tabindex');
}

export default function SkipToContent(): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const {action} = useHistory();
  const previousPathname = useRef(location.pathname);
  const label = translate({
    id: 'theme.common.skipToMainContent',
    message: 'Skip to main content',
    description: 'The skip to content label used for accessibility',
  });

  useEffect(() => {
    if (previousPathname.current === location.pathname) return;
    previousPathname.current = location.pathname;
    // a new page: start keyboard navigation from the top again
    if (!location.hash && action === 'PUSH' && containerRef.current) focusWithoutScroll(containerRef.current);
  }, [location.pathname, location.hash, action]);

  const onClick = useCallback((event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const target = document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(FALLBACK_ID);
    if (target) {
      target.setAttribute('tabindex', '-1');
      target.focus();
      target.removeAttribute('tabindex');
    }
  }, []);

  return (
    <div ref={containerRef} role="region" aria-label={label}>
      <a className={styles.skipToContent} href={`#${FALLBACK_ID}`} onClick={onClick}>
        {label}
      </a>
    </div>
  );
}
