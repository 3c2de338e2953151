import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { onlineManager, type Query, type QueryClient } from '@tanstack/react-query';
import {
  type Persister,
  type PersistQueryClientOptions,
  persistQueryClientRestore,
} from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { HOME_CACHE } from '#shared/lib/home.ts';
import { ApiError } from './api-client';

/**
 * What the owner's phone keeps so the QR screens open with no signal: the signed-in
 * user, the business (owned, or joined as a member), the server's public URL, the QR template, and
 * the home's counts of today (numbers only, shown with their time). Nothing else: feedback, the
 * statistics and team lists are never written to the device.
 *
 * A query opts in by spreading `keptOnDevice` into its options. The copy lives in IndexedDB (a
 * custom image in the template can be ~2.7 MB of base64, too much for localStorage) and is wiped
 * on sign-out and whenever the server says nobody is signed in.
 *
 * The copy is a fallback, never a second source of truth: it is read back only when there is no
 * network (at start, or when a kept query fails for lack of one). Online, a reload asks the server,
 * so a business registered or joined elsewhere shows at once.
 */

const KEEP_MS = 30 * 24 * 60 * 60_000;
/** Bump when a kept query's shape changes, so an old copy is dropped rather than misread. */
const BUSTER = 'qr-offline-v2'; // v2: my-memberships is kept under a businesses key
const STORAGE_KEY = 'reviewtap-kept-queries';
const USER_KEY = ['auth', 'user'];

/** Spread into a query's options to keep its last answer on the device. */
export const keptOnDevice = {
  // Never collected from memory: a query dropped from the cache would be dropped from the copy too.
  // (Not KEEP_MS: a timer past 2^31 ms, about 24.8 days, overflows and fires at once.)
  gcTime: Number.POSITIVE_INFINITY,
  meta: { keepOnDevice: true },
};

const isKept = (query: Query) => query.meta?.keepOnDevice === true;
const failedForLackOfNetwork = (query: Query) =>
  query.state.status === 'error' && !(query.state.error instanceof ApiError);

const stored = createAsyncStoragePersister({
  storage: { getItem: (key) => get<string>(key), setItem: (key, value) => set(key, value), removeItem: del },
  key: STORAGE_KEY,
  throttleTime: 500,
});

export function keptQueriesOptions(queryClient: QueryClient): Omit<PersistQueryClientOptions, 'queryClient'> {
  const persister: Persister = {
    // Written while someone is signed in. Wiped when the server says nobody is (the user is null).
    // Left alone while the user is still loading or could not be asked: a slow start, or a network
    // that does not answer, must not erase the copy the QR screens are about to need.
    persistClient: (client) => {
      const signedOut = queryClient.getQueryState(USER_KEY)?.data === null;
      if (client.clientState.queries.length > 0 || signedOut) return stored.persistClient(client);
    },
    // Read back at start only when the browser is offline; online, the server answers.
    restoreClient: () => (onlineManager.isOnline() ? undefined : stored.restoreClient()),
    // Online at start, "nothing restored" must not wipe the copy: fresh answers overwrite it anyway.
    removeClient: () => (onlineManager.isOnline() ? undefined : stored.removeClient()),
  };
  return {
    persister,
    maxAge: KEEP_MS,
    buster: BUSTER,
    dehydrateOptions: {
      shouldDehydrateMutation: () => false,
      // Only while someone is signed in, and keep the last answer even when a refresh failed offline.
      shouldDehydrateQuery: (query) =>
        isKept(query) && query.state.data !== undefined && Boolean(queryClient.getQueryData(USER_KEY)),
    },
  };
}

/**
 * A network that claims to be up but does not answer (a dead Wi-Fi, a captive portal): the first
 * kept query that fails for lack of a network, with nothing to show, brings the copy back once.
 * The queries are then asked again, so they show the copy as "kept, could not refresh".
 */
export function restoreKeptCopyOnNetworkFailure(queryClient: QueryClient) {
  let restored = false;
  return queryClient.getQueryCache().subscribe((event) => {
    if (restored || event.type !== 'updated' || event.action.type !== 'error') return;
    const query = event.query;
    if (!isKept(query) || query.state.data !== undefined || !failedForLackOfNetwork(query)) return;
    restored = true;
    void persistQueryClientRestore({ queryClient, persister: stored, maxAge: KEEP_MS, buster: BUSTER }).then(
      () => queryClient.refetchQueries({ predicate: isKept, type: 'active' }),
    );
  });
}

/** Sign-out: forget what this phone kept, in memory and on disk. */
export async function clearKeptQueries(queryClient: QueryClient) {
  queryClient.clear();
  await stored.removeClient();
  // The service worker's copy of the painted home (pwa.config.ts) is the same person's: it goes too.
  if (typeof caches !== 'undefined') await caches.delete(HOME_CACHE);
}

/**
 * TanStack Query assumes it starts online; a QR screen opened in a basement must know it is not,
 * so its queries wait for the network instead of failing, and refresh by themselves when it returns.
 */
export function startOnlineTracking() {
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
}

/**
 * True when the server could not be reached for a kept query (no answer at all, as opposed to an
 * error answer): the screens then show the kept copy, or say that there is none yet.
 */
export function serverUnreachable(queryClient: QueryClient) {
  return (
    queryClient.getQueryCache().findAll({ predicate: (q) => isKept(q) && failedForLackOfNetwork(q) }).length >
    0
  );
}
