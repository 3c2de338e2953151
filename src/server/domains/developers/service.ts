// What other domains may use of the developers domain: events into the webhook outbox, the
// worker and housekeeping for the scheduler, the token check for the access plugin, and the clean-up
// after a location is deleted.
export { dropEmptyGrants } from './locations';
export {
  deliverDueWebhooks,
  type EventData,
  emitEvent,
  forgetDeliveriesBefore,
  type OutboxDeps,
  queueEventSql,
} from './outbox';
export { startWebhookSender, type WebhookSender } from './sender';
export { findTokenGrant } from './tokens';
