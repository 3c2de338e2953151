// The owner app's message keys, typed from the English source files (messages/en): a key that is
// not in English fails the type check. A key's first segment is its namespace, the file it lives in.
import type analytics from '#messages/en/analytics.json';
import type billing from '#messages/en/billing.json';
import type dashboard from '#messages/en/dashboard.json';
import type data from '#messages/en/data.json';
import type developers from '#messages/en/developers.json';
import type drafts from '#messages/en/drafts.json';
import type errors from '#messages/en/errors.json';
import type feedback from '#messages/en/feedback.json';
import type google from '#messages/en/google.json';
import type invitations from '#messages/en/invitations.json';
import type landing from '#messages/en/landing.json';
import type legal from '#messages/en/legal.json';
import type links from '#messages/en/links.json';
import type notices from '#messages/en/notices.json';
import type notifications from '#messages/en/notifications.json';
import type operator from '#messages/en/operator.json';
import type outbox from '#messages/en/outbox.json';
import type places from '#messages/en/places.json';
import type qr from '#messages/en/qr.json';
import type setup from '#messages/en/setup.json';
import type shell from '#messages/en/shell.json';
import type team from '#messages/en/team.json';
import type { CompiledCatalogue } from '#shared/lib/i18n/translator.ts';

type Sources = {
  analytics: typeof analytics;
  billing: typeof billing;
  dashboard: typeof dashboard;
  data: typeof data;
  developers: typeof developers;
  errors: typeof errors;
  feedback: typeof feedback;
  google: typeof google;
  drafts: typeof drafts;
  invitations: typeof invitations;
  landing: typeof landing;
  legal: typeof legal;
  notices: typeof notices;
  notifications: typeof notifications;
  operator: typeof operator;
  outbox: typeof outbox;
  places: typeof places;
  qr: typeof qr;
  setup: typeof setup;
  links: typeof links;
  shell: typeof shell;
  team: typeof team;
};
export type Namespace = keyof Sources;
export type MessageKey = { [N in Namespace]: keyof Sources[N] & string }[Namespace];
export type OwnerCatalogue = CompiledCatalogue<MessageKey>;

export const namespaceOf = (key: string) => key.slice(0, key.indexOf('.')) as Namespace;
