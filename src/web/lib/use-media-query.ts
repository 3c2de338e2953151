import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following resizes. `server` is the answer where there is no
 * window (the landing page's prerender).
 */
export function useMediaQuery(query: string, server: boolean): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
    () => server,
  );
}
