// Every webhook event a test queued must match what the published document promises for its type.
// The payloads are built in several places (TypeScript and SQL statements), and receivers code
// against the document, so a field that drifts is caught where a test makes the event.
import { readFileSync } from 'node:fs';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { ne } from 'drizzle-orm';
import { DOCUMENT_FILE } from '#server/contract/published-document.ts';
import type { Database } from '#server/db/client.ts';
import { webhookDeliveries } from '#server/db/tables/developers.ts';
import { deliveryBody } from '#server/domains/developers/outbox.ts';
import { TEST_EVENT } from '#shared/lib/developers.ts';

type Webhooks = Record<string, { post: { requestBody: { content: Record<string, { schema: object }> } } }>;

let validators: Map<string, ValidateFunction> | null = null;

function validatorFor(type: string) {
  if (!validators) {
    const doc = JSON.parse(readFileSync(DOCUMENT_FILE, 'utf8')) as { webhooks: Webhooks };
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    validators = new Map(
      Object.entries(doc.webhooks).map(([name, hook]) => [
        name,
        ajv.compile(hook.post.requestBody.content['application/json']!.schema),
      ]),
    );
  }
  return validators.get(type);
}

/** Throws on the first queued event whose body the document does not describe. */
export async function checkQueuedEvents(db: Database['db']) {
  const rows = await db.select().from(webhookDeliveries).where(ne(webhookDeliveries.eventType, TEST_EVENT));
  for (const row of rows) {
    const validate = validatorFor(row.eventType);
    if (!validate) throw new Error(`The event type ${row.eventType} is not in the published document.`);
    const body = JSON.parse(deliveryBody(row));
    if (!validate(body))
      throw new Error(
        `A ${row.eventType} event does not match the published document: ${JSON.stringify(validate.errors)}\n${JSON.stringify(body)}`,
      );
  }
}
