import { type ReactNode, useState } from 'react';

/** Where a draft is: being written, whole, or cut by the model's limit (incomplete: not to post as is). */
export type DraftState = 'writing' | 'done' | 'cut';

/**
 * A "Draft" control the app hands to a feature's reply box: it fills the box as the words come
 * (`onText`) and says how the draft went, with its final text (`onState`).
 */
export type DraftSlot = (p: {
  itemId: string;
  onText: (text: string) => void;
  onState: (state: DraftState, text: string) => void;
}) => ReactNode;

/**
 * A reply box a draft fills: while the model writes, or while a cut draft is as it came, the box is
 * unfinished and its Post or Send stays off. The owner's first edit makes it theirs.
 */
export function useDraftedBox(text: string) {
  const [writing, setWriting] = useState(false);
  const [cutText, setCutText] = useState<string | null>(null);
  return {
    unfinished: writing || (cutText !== null && cutText === text),
    onState: (state: DraftState, final: string) => {
      setWriting(state === 'writing');
      setCutText(state === 'cut' ? final : null);
    },
  };
}
