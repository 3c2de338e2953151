/** Compiles messages/<lang>/<namespace>.json into dist/messages (see compile-messages.mjs). */
export function compileMessages(source?: string, out?: string): void;
