// Every table, for the migrator, drizzle-kit and tests. Product code imports its own domain's file
// in db/tables/ (docs/architecture.md).

export * from './tables/analytics';
export * from './tables/auth';
export * from './tables/billing';
export * from './tables/businesses';
export * from './tables/developers';
export * from './tables/drafts';
export * from './tables/feedback';
export * from './tables/google';
export * from './tables/invitations';
export * from './tables/jobs';
export * from './tables/links';
export * from './tables/mail-events';
export * from './tables/notifications';
export * from './tables/operator';
export * from './tables/qr';
export * from './tables/teams';
export * from './tables/visits';
