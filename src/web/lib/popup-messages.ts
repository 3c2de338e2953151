import { POPUP_CHANNEL } from '#shared/lib/auth.ts';

/**
 * What our popups report (sign-in, the Business Profile connection), from our own origin only: by
 * `postMessage` while the popup keeps its opener, or on a same-origin BroadcastChannel when the
 * browser cut it from its opener on the way back from Google. `fromWindow` is the posting window,
 * null for the channel. Returns the function that stops listening.
 */
export function listenToPopups(handler: (type: string, fromWindow: MessageEventSource | null) => void) {
  const typeOf = (data: unknown) => (data as { type?: unknown } | null)?.type;
  const onMessage = (event: MessageEvent) => {
    const type = typeOf(event.data);
    if (event.origin === window.location.origin && typeof type === 'string') handler(type, event.source);
  };
  window.addEventListener('message', onMessage);
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(POPUP_CHANNEL) : null;
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      const type = typeOf(event.data);
      if (typeof type === 'string') handler(type, null);
    };
  }
  return () => {
    window.removeEventListener('message', onMessage);
    channel?.close();
  };
}
