import { useCallback, useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';
const KEY = 'theme';

function read(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

const listeners = new Set<() => void>();

export function applyTheme(theme: Theme) {
  // Switch in one frame: without this every button fades through half-way colours.
  const freeze = document.createElement('style');
  freeze.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.appendChild(freeze);
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
  void window.getComputedStyle(document.body).color;
  requestAnimationFrame(() => freeze.remove());
  try {
    localStorage.setItem(KEY, theme);
  } catch {
    // Private mode: the theme still applies for this visit.
  }
  for (const l of listeners) l();
}

/** The theme as applied by public/theme-init.js before first paint, and a toggle that saves it. */
export function useTheme() {
  const theme = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    read,
    () => 'light' as Theme,
  );
  const toggle = useCallback(() => applyTheme(read() === 'dark' ? 'light' : 'dark'), []);
  return { theme, toggle };
}
