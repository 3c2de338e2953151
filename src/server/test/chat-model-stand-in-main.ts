// The chat model stand-in as its own process, for the journeys: `PORT=3198 tsx <this file>`.
import { startChatModelStandIn } from './chat-model-test-server';

const standIn = await startChatModelStandIn({ port: Number(process.env.PORT ?? 3198), wordDelayMs: 40 });
process.stdout.write(`chat model stand-in at ${standIn.url}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    standIn.close().finally(() => process.exit(0));
  });
}
