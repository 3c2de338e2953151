import type { Catalogue } from '#web/i18n/messages/en/index.ts';
import { analytics } from './analytics';
import { dashboard } from './dashboard';
import { errors } from './errors';
import { google } from './google';
import { landing } from './landing';
import { qr } from './qr';
import { settings } from './settings';
import { setup } from './setup';
import { shell } from './shell';
import { team } from './team';

export const catalogue: Catalogue = {
  ...landing,
  ...shell,
  ...dashboard,
  ...analytics,
  ...google,
  ...qr,
  ...team,
  ...setup,
  ...settings,
  ...errors,
};
