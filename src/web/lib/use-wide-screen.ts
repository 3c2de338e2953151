import { useSyncExternalStore } from 'react';

const WIDE = '(min-width: 768px)';

/** Whether the screen is a tablet's or wider (the sidebar's breakpoint), following resizes. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}
