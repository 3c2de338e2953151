import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { serverUnreachable } from './offline-cache';

/** Whether the browser has a network, as TanStack Query sees it (online/offline events). */
function useOnline() {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/**
 * True when the screens must live on what the phone kept: the browser is offline, or it claims a
 * network on which the server does not answer (a captive portal, a dead Wi-Fi).
 */
export function useOffline() {
  const online = useOnline();
  const queryClient = useQueryClient();
  const unreachable = useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () => serverUnreachable(queryClient),
    () => false,
  );
  return !online || unreachable;
}
