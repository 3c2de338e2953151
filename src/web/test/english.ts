// Screens rendered in tests read English, as a browser that prefers it does (src/web/main.tsx
// loads the reader's catalogue before the first render).
import { switchLocale } from '#web/i18n/locale-store.ts';

await switchLocale('en');
