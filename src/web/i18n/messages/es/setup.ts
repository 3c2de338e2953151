import type { setup as en } from '#web/i18n/messages/en/setup.ts';
import type { AreaOf } from '#web/i18n/messages/en/index.ts';

export const setup: AreaOf<typeof en> = {};
