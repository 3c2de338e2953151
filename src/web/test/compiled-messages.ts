// The web's tests read the compiled messages, as a build leaves them (the server's setup also makes
// the test databases).
// biome-ignore lint/style/noRestrictedImports: the build's message compiler is a script, as the build runs it.
import { compileMessages } from '../../../scripts/compile-messages.mjs';

export default function setup() {
  compileMessages();
}
