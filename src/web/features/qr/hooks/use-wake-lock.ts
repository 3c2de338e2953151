import { useEffect } from 'react';

/**
 * Keeps the screen on while a QR code is shown, where the Screen Wake Lock API exists. The browser
 * drops the lock whenever the page is hidden, so it is taken again when the page comes back.
 */
export function useWakeLock(enabled = true) {
  useEffect(() => {
    if (!enabled || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let active = true;

    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (active) sentinel = lock;
        else void lock.release();
      } catch (err) {
        // Refused (battery saver, no user gesture yet): the code still shows, the screen may dim.
        console.warn('Screen wake lock unavailable', err);
      }
    };
    const onVisibility = () => void acquire();

    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release().catch(() => {});
    };
  }, [enabled]);
}
