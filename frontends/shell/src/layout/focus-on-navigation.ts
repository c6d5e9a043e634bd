import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { pageNameOf } from '../routes/page-title';

/** How long a screen's heading is waited for after a navigation (its remote may still be loading). */
const HEADING_WAIT_MS = 10_000;

/**
 * Focuses the main heading of `container` (`h1`, made focusable), or the container itself when the
 * screen has none. Used by the skip link and after a navigation.
 */
export function focusMainHeading(container: HTMLElement): boolean {
  const heading = container.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return true;
}

/**
 * After a navigation to another screen (not on the first load), moves the focus to the new screen's heading as soon as it is drawn, so
 * keyboard and screen-reader users start there instead of on the menu item they chose. A change of the query alone within one screen (a
 * list's page or filter) is no navigation; nor is anything once the user is already working inside the screen.
 */
export function useFocusHeadingOnNavigation(main: RefObject<HTMLElement | null>): void {
  const location = useLocation();
  const name = pageNameOf(location.pathname, location.search);
  // '/' names no screen: it redirects at once to the user's landing screen.
  const screen = name === null ? null : `${location.pathname} ${name}`;
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (screen === null || screen === shown.current) return;
    const firstScreen = shown.current === null;
    shown.current = screen;
    if (firstScreen) return;
    const container = main.current;
    if (!container) return;
    const userIsInside = () => container.contains(document.activeElement) && document.activeElement !== container;
    if (userIsInside() || focusMainHeading(container)) return;
    const observer = new MutationObserver(() => {
      if (userIsInside() || focusMainHeading(container)) observer.disconnect();
    });
    observer.observe(container, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [screen, main]);
}
