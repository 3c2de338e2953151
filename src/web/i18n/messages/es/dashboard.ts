import type { dashboard as en } from '#web/i18n/messages/en/dashboard.ts';
import type { AreaOf } from '#web/i18n/messages/en/index.ts';

export const dashboard: AreaOf<typeof en> = {};
