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

/** The owner side's English messages: the source every other language's catalogue follows. */
export const en = {
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
export type MessageKey = keyof typeof en;
/** A language's catalogue: every English key, each an ICU message. */
export type Catalogue = Record<MessageKey, string>;
/** One area's catalogue in another language, checked against its English source. */
export type AreaOf<A> = Record<keyof A, string>;
