// What every owner screen may need at once: the header, the dashboard and its first view, the QR
// screens, Google, the team and billing, setup, and the server's refusals. The landing page, the
// analytics and the settings-like sections load their own parts (src/web/i18n/catalogues.ts).
import { dashboard } from './dashboard';
import { errors } from './errors';
import { google } from './google';
import { qr } from './qr';
import { setup } from './setup';
import { shell } from './shell';
import { team } from './team';

export const core = { ...shell, ...dashboard, ...qr, ...google, ...team, ...setup, ...errors };
