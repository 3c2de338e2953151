// The webhook sender: a loop of its own beside the scheduler, so a busy shop's events go out at the
// receiver's pace rather than a few per tick; it looks for due rows every half second when idle.
import { startWorkLoop, type WorkLoop } from '#server/lib/work-loop.ts';

type Run = () => Promise<{ sent: number; failed: number }>;
type Log = { error(obj: object, msg: string): void };

export type WebhookSender = WorkLoop;

export function startWebhookSender(run: Run, log: Log, idleMs = 500): WebhookSender {
  return startWorkLoop(
    async () => {
      const { sent, failed } = await run();
      return sent + failed;
    },
    log,
    'webhook delivery',
    idleMs,
  );
}
