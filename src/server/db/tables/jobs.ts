// Owned by src/server/jobs/, the only domain that imports this file (docs/architecture.md).
import { pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

// One row per scheduled job. Claiming a run moves `next_run_at` forward in one conditional upsert, so
// with any number of instances on one database each run happens once (docs/decisions/0007).
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  nextRunAt: ts('next_run_at').notNull(),
  lastStartedAt: ts('last_started_at'),
  lastFinishedAt: ts('last_finished_at'),
  lastError: text('last_error'),
});
