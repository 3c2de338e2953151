import { useCallback, useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';
const KEY = 'theme';
/** The installed app's window bar in each theme: the app's background (pwa.config.ts, theme-init.js). */
const THEME_BAR: Record<Theme, string> = { light: '#fcfcfc', dark: '#080d16' };

function read(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

const listeners = new Set<() => void>();

function applyTheme(theme: Theme) {
  // Switch in one frame: without this every button fades through half-way colours.
  const freeze = document.createElement('style');
  freeze.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.appendChild(freeze);
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_BAR[theme]);
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
