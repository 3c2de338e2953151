// The drafts domain: drafts of replies and answers by the operator's language model (or the saved
// replies), the owner's voice per location, and the day's cap. It owns draft_settings and draft_usage.
import type { Config } from '#server/config.ts';
import { createChatModel } from './chat-model';
import type { DraftDeps } from './write-draft';

export type { ChatModel } from './chat-model';
export { languageOf } from './prompt';
export { forgetDraftUsageBefore, replyVoiceOf } from './settings';
export type { DraftDeps } from './write-draft';

/** What drafting needs, from the operator's settings; a test may hand in its own model. */
export const draftDepsOf = (drafts: Config['drafts']): DraftDeps => ({
  mode: drafts.mode,
  model: drafts.model ? createChatModel(drafts.model) : null,
  perDay: drafts.perDay,
});
