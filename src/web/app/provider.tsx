import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { type ReactNode, useState } from 'react';
import { Toaster } from '#web/components/ui/toaster.tsx';
import {
  keptQueriesOptions,
  restoreKeptCopyOnNetworkFailure,
  startOnlineTracking,
} from '#web/lib/offline-cache.ts';
import { createQueryClient } from '#web/lib/query-client.ts';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    startOnlineTracking();
    const client = createQueryClient();
    restoreKeptCopyOnNetworkFailure(client);
    return client;
  });
  // The QR screens' data comes back from the device before the first query runs.
  const [persistOptions] = useState(() => keptQueriesOptions(queryClient));
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      {children}
      <Toaster />
    </PersistQueryClientProvider>
  );
}
