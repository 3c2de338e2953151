import { Nfc } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { nfcAvailable, nfcProblem, writeLinkToTag } from '#web/features/links/lib/nfc.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('qr');

type State =
  | { step: 'idle' }
  | { step: 'waiting' }
  | { step: 'written' }
  | { step: 'failed'; problem: ReturnType<typeof nfcProblem> };

/**
 * Write to NFC tag: the member's credited link, for a sticker on the counter or the back of
 * the phone case. Only where Web NFC exists (Chrome on Android); elsewhere a sentence says so.
 */
export function NfcWriter({ link }: { link: string }) {
  const { t } = useI18n();
  const [state, setState] = useState<State>({ step: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  if (!nfcAvailable())
    return <p className="border-t pt-3 text-sm text-muted-foreground">{t('qr.nfc.unavailable')}</p>;

  async function write() {
    abort.current?.abort();
    abort.current = new AbortController();
    setState({ step: 'waiting' });
    try {
      await writeLinkToTag(link, abort.current.signal);
      setState({ step: 'written' });
    } catch (err) {
      setState({ step: 'failed', problem: nfcProblem(err) });
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
        {t('qr.nfc.write')}
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {state.step === 'waiting'
          ? t('qr.nfc.waiting')
          : state.step === 'written'
            ? t('qr.nfc.written')
            : state.step === 'failed'
              ? t(state.problem)
              : t('qr.nfc.intro')}
      </p>
    </div>
  );
}
