// The console's words for the values the server sends, each key written out whole.
import type { OperatorAction } from '#shared/lib/operator.ts';
import type { OperatorBusiness, OperatorOverview } from '#shared/schemas/operator.ts';
import type { BusinessSort } from '#web/features/operator/api/get-businesses.ts';
import { loadMessages } from '#web/i18n/locale-store.ts';
import type { MessageKey } from '#web/i18n/messages.ts';

await loadMessages('operator', 'notices');

export const STATUS: Record<OperatorBusiness['status'], MessageKey> = {
  trial: 'operator.status.trial',
  subscribed: 'operator.status.subscribed',
  lapsed: 'operator.status.lapsed',
};

export const GOOGLE: Record<OperatorBusiness['google'], MessageKey> = {
  connected: 'operator.row.google.connected',
  failing: 'operator.row.google.failing',
  none: 'operator.row.google.none',
};

/** Why sending is paused; a reason the console does not know reads as the operator's. */
const PAUSE: Record<string, MessageKey> = {
  bounces: 'operator.pause.bounces',
  complaints: 'operator.pause.complaints',
  owner_complaints: 'operator.pause.owner_complaints',
  operator: 'operator.pause.operator',
};
export const pauseWord = (reason: string): MessageKey => PAUSE[reason] ?? 'operator.pause.operator';

export const SORT: Record<BusinessSort, MessageKey> = {
  newest: 'operator.sort.newest',
  most_mail: 'operator.sort.most_mail',
  worst_health: 'operator.sort.worst_health',
  trial_ending: 'operator.sort.trial_ending',
};

export const QUEUE: Record<OperatorOverview['queues'][number]['name'], MessageKey> = {
  mail: 'operator.queue.mail',
  invitations: 'operator.queue.invitations',
  webhooks: 'operator.queue.webhooks',
  google_sync: 'operator.queue.google_sync',
  drafts: 'operator.queue.drafts',
};

export const SERVICE: Record<OperatorOverview['services'][number]['name'], MessageKey> = {
  database: 'operator.service.database',
  redis: 'operator.service.redis',
  smtp: 'operator.service.smtp',
  model: 'operator.service.model',
  stripe: 'operator.service.stripe',
};

export const STATE: Record<OperatorOverview['services'][number]['state'], MessageKey> = {
  ok: 'operator.state.ok',
  unavailable: 'operator.state.unavailable',
  off: 'operator.state.off',
};

export const ACT: Record<OperatorAction, MessageKey> = {
  pause_sending: 'operator.act.pause_sending',
  resume_sending: 'operator.act.resume_sending',
  suspend: 'operator.act.suspend',
  restore: 'operator.act.restore',
  extend_trial: 'operator.act.extend_trial',
  set_invitation_limit: 'operator.act.set_invitation_limit',
  end_warm_up: 'operator.act.end_warm_up',
  lift_bounce: 'operator.act.lift_bounce',
  retry_failed: 'operator.act.retry_failed',
  delete_business: 'operator.act.delete_business',
};

export const VIA: Record<'console' | 'command', MessageKey> = {
  console: 'operator.via.console',
  command: 'operator.via.command',
};

export const MAIL_COLUMN = {
  day: 'operator.mail.day',
  sent: 'operator.mail.sent',
  bounced: 'operator.mail.bounced',
  complained: 'operator.mail.complained',
  unsubscribed: 'operator.mail.unsubscribed',
} as const satisfies Record<string, MessageKey>;

export const TAB = {
  businesses: 'operator.nav.businesses',
  overview: 'operator.nav.overview',
  mail: 'operator.nav.mail',
  log: 'operator.nav.log',
} as const satisfies Record<string, MessageKey>;

/** What the owner reads of each act told to them (the same sentences as the e-mail). */
export const NOTICE: Record<string, MessageKey> = {
  pause_sending: 'notices.action.pause_sending',
  resume_sending: 'notices.action.resume_sending',
  suspend: 'notices.action.suspend',
  restore: 'notices.action.restore',
  extend_trial: 'notices.action.extend_trial',
  set_invitation_limit: 'notices.action.set_invitation_limit',
  end_warm_up: 'notices.action.end_warm_up',
};
