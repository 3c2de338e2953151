// Screens rendered in tests read English, as a browser that prefers it does (src/web/main.tsx
// loads the reader's messages before the first render, and each screen its own part).
import { PARTS } from '#web/i18n/catalogues.ts';
import { ensurePart, switchLocale } from '#web/i18n/locale-store.ts';

await switchLocale('en');
await Promise.all(PARTS.map(ensurePart));
