import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a lazy screen may take to show its heading before focus settles on the main region. */
const MAX_FRAMES = 300;

/**
 * After a move to another page, focus goes to the new page's heading (its h1), so a screen reader
 * announces where the person is and the keyboard starts from the top, as on a page load; focus a
 * screen placed itself (an autofocused field) is left alone. The first page is the browser's.
 */
export function useRouteFocus(mainId: string) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    let frame = 0;
    let frames = 0;
    const settle = () => {
      const main = document.getElementById(mainId);
      if (!main) return;
      const active = document.activeElement;
      if (active && active !== document.body && active !== main && main.contains(active)) return;
      const heading = main.querySelector('h1');
      if (heading instanceof HTMLElement) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        return;
      }
      frames += 1;
      if (frames < MAX_FRAMES) frame = requestAnimationFrame(settle);
      else main.focus({ preventScroll: true });
    };
    frame = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(frame);
  }, [pathname, mainId]);
}
