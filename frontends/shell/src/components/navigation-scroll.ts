import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Scroll position across navigations (what the data router's ScrollRestoration did): a new page
 * (link, redirect) starts at the top, or at the element its `#hash` names when that is already
 * rendered; back and forward (POP, also the first load and a reload) keep the position the browser
 * restores itself (`history.scrollRestoration` stays 'auto').
 */
export function useNavigationScroll(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, navigationType]);
}
