// Screens rendered in tests read English, as a browser that prefers it does. Each module asks for
// its own messages when it loads (src/web/i18n/locale-store.ts), so a screen whose code did not ask
// for a namespace it shows fails its test.
import { switchLocale } from '#web/i18n/locale-store.ts';

await switchLocale('en');
