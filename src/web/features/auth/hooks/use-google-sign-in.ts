import { useCallback, useEffect, useRef } from 'react';
import { AUTH_ERROR, AUTH_SUCCESS } from '#shared/lib/auth.ts';
import { i18nNow } from '#web/i18n/locale-store.ts';
import { listenToPopups } from '#web/lib/popup-messages.ts';

const POPUP_WIDTH = 500;
const POPUP_HEIGHT = 600;
const CLOSED_CHECK_MS = 1000;
/** How long a sign-in may take at Google before the page stops listening for its answer. */
const LISTEN_MS = 15 * 60 * 1000;

/**
 * The sign-in page in the language on screen, except on `/`: English there is only the page's
 * default, and the server then follows the browser's language.
 */
function signInUrl() {
  const { locale } = i18nNow();
  return window.location.pathname === '/' || locale === 'pseudo' ? '/api/login' : `/api/login?lang=${locale}`;
}

/**
 * Opens /api/login in a 500×600 popup and listens for its answer (listenToPopups). Whether the popup
 * reports success or is simply closed, `onDone` refreshes the data. A popup the browser cut from
 * this page on the way back from Google looks closed from here while it still runs, so closing only
 * refreshes: the page keeps listening for the answer until it comes.
 */
export function useGoogleSignIn({ onDone }: { onDone: () => void | Promise<void> }) {
  const cleanup = useRef<() => void>(() => {});
  useEffect(() => () => cleanup.current(), []);

  return useCallback(() => {
    cleanup.current();
    const left = window.screenX + Math.max(0, (window.outerWidth - POPUP_WIDTH) / 2);
    const top = window.screenY + Math.max(0, (window.outerHeight - POPUP_HEIGHT) / 2);
    const popup = window.open(
      signInUrl(),
      'google-sign-in',
      `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
    );
    if (!popup) {
      console.warn('Sign-in popup could not be opened (blocked by the browser?)');
      return;
    }
    const stopListening = listenToPopups((type, fromWindow) => {
      if (fromWindow && fromWindow !== popup) return;
      if (type === AUTH_SUCCESS) {
        popup.close();
        cleanup.current();
        void onDone();
      } else if (type === AUTH_ERROR) {
        popup.close();
        console.warn('Sign-in failed');
        cleanup.current();
      }
    });
    const timer = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(timer);
      void onDone();
    }, CLOSED_CHECK_MS);
    const deadline = window.setTimeout(() => cleanup.current(), LISTEN_MS);
    cleanup.current = () => {
      window.clearInterval(timer);
      window.clearTimeout(deadline);
      stopListening();
      cleanup.current = () => {};
    };
  }, [onDone]);
}
