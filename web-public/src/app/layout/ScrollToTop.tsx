import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * New pages start at the top; an in-page anchor (/how-it-works#pricing) scrolls to its target
 * once the lazily loaded page has rendered it (checked for up to ~1.5 s).
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const seek = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView();
      } else if (tries++ < 15) {
        timer = setTimeout(seek, 100);
      }
    };
    seek();
    return () => clearTimeout(timer);
  }, [pathname, hash]);
  return null;
}
