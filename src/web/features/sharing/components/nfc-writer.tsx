import { Nfc } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { nfcAvailable, nfcProblem, writeLinkToTag } from '#web/features/sharing/lib/nfc.ts';

type State =
  | { step: 'idle' }
  | { step: 'waiting' }
  | { step: 'written' }
  | { step: 'failed'; message: string };

/**
 * Write to NFC tag (issue 31): the member's credited link, for a sticker on the counter or the back of
 * the phone case. Only where Web NFC exists (Chrome on Android); elsewhere a sentence says so.
 */
export function NfcWriter({ link }: { link: string }) {
  const [state, setState] = useState<State>({ step: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  if (!nfcAvailable())
    return (
      <p className="border-t pt-3 text-sm text-muted-foreground">
        NFC tags: on an Android phone with NFC, open this in Chrome to write your link to a sticker customers
        can tap.
      </p>
    );

  async function write() {
    abort.current?.abort();
    abort.current = new AbortController();
    setState({ step: 'waiting' });
    try {
      await writeLinkToTag(link, abort.current.signal);
      setState({ step: 'written' });
    } catch (err) {
      setState({ step: 'failed', message: nfcProblem(err) });
    }
  }

  return (
    <div className="flex flex-col gap-2 border-t pt-3">
      <Button
        type="button"
        variant="secondary"
        onClick={() => void write()}
        disabled={state.step === 'waiting'}
      >
        <Nfc aria-hidden />
        Write to NFC tag
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {state.step === 'waiting'
          ? 'Hold the back of the phone against the tag…'
          : state.step === 'written'
            ? 'Written. Customers can now tap the tag with their phone.'
            : state.step === 'failed'
              ? state.message
              : 'Writes your link to an NFC sticker; tapping it opens your rating page and counts for you.'}
      </p>
    </div>
  );
}
