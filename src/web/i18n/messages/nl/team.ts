import type { team as en } from '#web/i18n/messages/en/team.ts';
import type { AreaOf } from '#web/i18n/messages/en/index.ts';

export const team: AreaOf<typeof en> = {};
