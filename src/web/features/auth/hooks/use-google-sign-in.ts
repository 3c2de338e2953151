import { useCallback, useEffect, useRef } from 'react';
import { AUTH_ERROR, AUTH_SUCCESS } from '#shared/constants/auth.ts';

const POPUP_WIDTH = 500;
const POPUP_HEIGHT = 600;
const CLOSED_CHECK_MS = 1000;

/**
 * Opens /api/login in a 500×600 popup. Accepts a message only from our own origin and from the
 * popup itself. Whether the popup reports success or is simply closed, `onDone` refreshes the data.
 */
export function useGoogleSignIn({ onDone }: { onDone: () => void | Promise<void> }) {
  const cleanup = useRef<() => void>(() => {});
  useEffect(() => () => cleanup.current(), []);

  return useCallback(() => {
    cleanup.current();
    const left = window.screenX + Math.max(0, (window.outerWidth - POPUP_WIDTH) / 2);
    const top = window.screenY + Math.max(0, (window.outerHeight - POPUP_HEIGHT) / 2);
    const popup = window.open(
      '/api/login',
      'google-sign-in',
      `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
    );
    if (!popup) {
      console.warn('Sign-in popup could not be opened (blocked by the browser?)');
      return;
    }
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      cleanup.current();
      void onDone();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== popup) return;
      const type = (event.data as { type?: unknown } | null)?.type;
      if (type === AUTH_SUCCESS) {
        popup.close();
        finish();
      } else if (type === AUTH_ERROR) {
        popup.close();
        console.warn('Sign-in failed', event.data);
        finished = true;
        cleanup.current();
      }
    };
    const timer = window.setInterval(() => {
      if (popup.closed) finish();
    }, CLOSED_CHECK_MS);
    window.addEventListener('message', onMessage);
    cleanup.current = () => {
      window.clearInterval(timer);
      window.removeEventListener('message', onMessage);
      cleanup.current = () => {};
    };
  }, [onDone]);
}
