/// <reference types="vite-plugin-pwa/react" />

import { useRegisterSW } from 'virtual:pwa-register/react';
import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import type { UiLocale } from '#web/i18n/initial-locale.ts';
import { keepLanguageOffline, loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('dashboard');

// An app left open on the counter all day still hears about a new version.
const UPDATE_CHECK_MS = 60 * 60_000;

/** The owner's language kept for offline use, once the worker is in control, and again on a switch. */
function useLanguageKeptOffline(locale: UiLocale) {
  useEffect(() => {
    const worker = navigator.serviceWorker;
    if (!worker) return;
    const keep = () => {
      if (worker.controller) void keepLanguageOffline(locale);
    };
    keep();
    worker.addEventListener('controllerchange', keep);
    return () => worker.removeEventListener('controllerchange', keep);
  }, [locale]);
}

/**
 * Registers the service worker and offers a new version when one is waiting. It never reloads by
 * itself: the owner taps Reload, and `hidden` keeps the offer off the screens a customer looks at.
 */
export function AppUpdates({ hidden }: { hidden: boolean }) {
  const { t, locale } = useI18n();
  useLanguageKeptOffline(locale);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine && !registration.installing) void registration.update();
      }, UPDATE_CHECK_MS);
    },
    onRegisterError(err) {
      console.warn('Service worker registration failed', err);
    },
  });

  const reload = () => {
    // workbox-window reloads by itself only when the page had a worker at start-up; an app open
    // since its very first visit must reload here once the new worker takes over.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    void updateServiceWorker(true);
  };

  if (!needRefresh || hidden) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-[max(0.75rem,env(safe-area-inset-top))] z-[90] flex justify-center px-4 sm:top-auto sm:bottom-4 sm:start-4 sm:justify-start"
    >
      <div className="flex w-full max-w-sm items-center gap-3 rounded-lg border bg-popover p-3 ps-4 text-popover-foreground shadow-lg">
        <RefreshCw aria-hidden className="size-4 shrink-0 text-primary" />
        <p className="flex-1 text-sm font-medium">{t('dashboard.pwa.updateAvailable')}</p>
        <Button size="sm" variant="ghost" onClick={() => setNeedRefresh(false)}>
          {t('dashboard.pwa.later')}
        </Button>
        <Button size="sm" onClick={reload}>
          {t('dashboard.pwa.reload')}
        </Button>
      </div>
    </div>
  );
}
