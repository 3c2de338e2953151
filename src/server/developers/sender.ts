// The webhook sender: a loop of its own beside the scheduler, so a busy shop's events go out at the
// receiver's pace rather than a few per tick. It runs again at once while there is work, and
// otherwise looks for due rows every half second (events queued by this or another instance, retries
// that came due).
import { loggableError } from '#server/lib/log-safety.ts';

type Run = () => Promise<{ sent: number; failed: number }>;
type Log = { error(obj: object, msg: string): void };

export type WebhookSender = { stop(): Promise<void> };

export function startWebhookSender(run: Run, log: Log, idleMs = 500): WebhookSender {
  let stopped = false;
  let wakeUp: (() => void) | null = null;
  const rest = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, idleMs);
      timer.unref();
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });
  const loop = (async () => {
    while (!stopped) {
      let worked = false;
      try {
        const { sent, failed } = await run();
        worked = sent + failed > 0;
      } catch (err) {
        log.error({ err: loggableError(err) }, 'webhook delivery failed');
      }
      if (!worked && !stopped) await rest();
    }
  })();
  return {
    async stop() {
      stopped = true;
      wakeUp?.();
      await loop;
    },
  };
}
