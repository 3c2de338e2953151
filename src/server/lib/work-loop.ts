// A worker loop beside the scheduler, for an outbox that should drain at its receiver's pace rather
// than a few rows per tick (webhooks, invitation e-mails). It runs again at once while there is work,
// and otherwise looks again after `idleMs` (rows queued by this or another instance, retries and
// scheduled rows that came due).
import { loggableError } from './log-safety';

type Log = { error(obj: object, msg: string): void };

export type WorkLoop = { stop(): Promise<void> };

/** `run` answers how many rows it handled; a failure is logged and the loop rests before trying again. */
export function startWorkLoop(run: () => Promise<number>, log: Log, what: string, idleMs = 500): WorkLoop {
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
        worked = (await run()) > 0;
      } catch (err) {
        log.error({ err: loggableError(err) }, `${what} failed`);
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
