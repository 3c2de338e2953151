import { useQueryClient } from '@tanstack/react-query';
import { logout } from '#web/features/auth/api/logout.ts';
import { forgetLocation } from '#web/lib/chosen-location.ts';
import { clearKeptQueries } from '#web/lib/offline-cache.ts';

/** Signs out, forgets what the device kept for the offline QR screens, and starts over at home. */
export function useLogout() {
  const queryClient = useQueryClient();
  return async () => {
    try {
      await logout();
    } catch (err) {
      console.warn('Logout failed', err);
    }
    // What the phone kept for offline QR screens goes with the session.
    await clearKeptQueries(queryClient);
    forgetLocation();
    // A full load to the landing page drops every cached query of the previous user.
    window.location.assign('/');
  };
}
