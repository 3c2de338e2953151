import type { settings as en } from '#web/i18n/messages/en/settings.ts';
import type { AreaOf } from '#web/i18n/messages/en/index.ts';

export const settings: AreaOf<typeof en> = {};
