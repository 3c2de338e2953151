/**
 * Runs in the page: whether the phone's kept copy (src/web/lib/offline-cache.ts) holds today's
 * figures. The copy is written a moment after they arrive; offline before that, the app has nothing.
 */
export const todayIsKept = () =>
  new Promise<boolean>((resolve) => {
    const open = indexedDB.open('keyval-store');
    open.onerror = () => resolve(false);
    // Not there yet: never create it here, or the app's own store could not be made in it later.
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onsuccess = () => {
      const read = open.result
        .transaction('keyval', 'readonly')
        .objectStore('keyval')
        .get('reviewtap-kept-queries');
      read.onerror = () => resolve(false);
      read.onsuccess = () => resolve(typeof read.result === 'string' && read.result.includes('"today"'));
    };
  });
