import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each history entry was scrolled to, so Back returns to the same place. */
const positions = new Map<string, number>();

/** Runs `step` on the next frames until it returns true or about 1.5 s have passed. */
function retry(step: () => boolean): () => void {
  let frames = 0;
  let id = 0;
  const tick = () => {
    if (step() || frames++ > 90) return;
    id = requestAnimationFrame(tick);
  };
  id = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(id);
}

/**
 * Scrolling and focus after navigation:
 * - Back and Forward return to where that page was scrolled (once its content is tall enough,
 *   which the query cache makes immediate for a list already seen);
 * - a new page starts at the top and moves keyboard focus to its heading, so screen readers
 *   announce it and Tab continues from the top of the new content;
 * - an in-page anchor (/how-it-works#pricing) scrolls to its target once the lazily loaded
 *   page has rendered it.
 */
export function ScrollToTop() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef<string | null>(null);
  // The entry scroll events belong to: switched before this component scrolls a new page, so
  // the jump to the top (or the shorter page) is never recorded against the page left behind.
  const currentKey = useRef(location.key);

  useEffect(() => {
    const save = () => positions.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const first = previousPath.current === null;
    const samePage = previousPath.current === location.pathname;
    previousPath.current = location.pathname;

    if (location.hash) {
      const id = decodeURIComponent(location.hash.slice(1));
      return retry(() => {
        const target = document.getElementById(id);
        target?.scrollIntoView();
        return !!target;
      });
    }
    if (navigationType === 'POP') {
      const y = positions.get(location.key);
      if (y === undefined) return;
      return retry(() => {
        if (document.documentElement.scrollHeight - window.innerHeight < y) return false;
        window.scrollTo(0, y);
        return true;
      });
    }
    // Filters and pages of the same list keep their place; the list scrolls itself.
    if (samePage) return;
    window.scrollTo(0, 0);
    if (first) return;
    return retry(() => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    });
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}
