import type { DbOrTx } from '#server/db/client.ts';
import { googleAudit } from '#server/db/tables/google.ts';

/** Who connected, disconnected or claimed what (issue 28: every transfer is written down). */
export const audit = (
  db: DbOrTx,
  row: { businessId: string; userId?: string | null; action: string; detail?: string },
) => db.insert(googleAudit).values({ ...row, userId: row.userId ?? null, detail: row.detail ?? null });
