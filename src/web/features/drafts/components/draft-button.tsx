import { Sparkles, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { DraftEvent } from '#shared/schemas/drafts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { draftReply } from '#web/features/drafts/api/draft-reply.ts';
import { useDraftSettings } from '#web/features/drafts/api/draft-settings.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { messageOf } from '#web/lib/api-client.ts';
import type { DraftState } from '#web/lib/drafted-box.ts';
import { toast } from '#web/lib/toast-store.ts';

await loadMessages('drafts', 'google');

/**
 * "Draft a reply": the words appear in the owner's box as the model writes them (or the saved reply,
 * filled in, on a server without a model). Nothing is posted or sent: the owner edits, then taps.
 */
export function DraftButton({
  businessId,
  kind,
  itemId,
  onText,
  onState,
}: {
  businessId: string;
  kind: 'review' | 'feedback';
  itemId: string;
  /** The draft so far, each time more words arrive. */
  onText: (text: string) => void;
  onState: (state: DraftState, text: string) => void;
}) {
  const { t } = useI18n();
  const settings = useDraftSettings(businessId);
  const [writing, setWriting] = useState(false);
  const [note, setNote] = useState<'model' | 'template' | 'cut' | null>(null);
  const stop = useRef<AbortController | null>(null);
  // A card closed while the model writes stops it: the words would go nowhere.
  useEffect(() => () => stop.current?.abort(), []);

  const source = settings.data?.source;
  if (!source || source === 'off') return null;

  async function start() {
    const controller = new AbortController();
    stop.current = controller;
    setWriting(true);
    setNote(null);
    onState('writing', '');
    let text = '';
    let from: 'model' | 'template' = 'model';
    let finish = 'done' as DraftState;
    let failed = false;
    const onEvent = (event: DraftEvent) => {
      if (event.type === 'start') from = event.source;
      else if (event.type === 'text') {
        text += event.text;
        onText(text);
      } else if (event.type === 'end') {
        if (event.finish !== 'stop') finish = 'cut';
      } else {
        finish = text ? 'cut' : 'done';
        failed = true;
        toast({ title: t('drafts.failed'), description: event.message, variant: 'destructive' });
      }
    };
    try {
      await draftReply(businessId, { for: kind, itemId }, onEvent, controller.signal);
      setNote(finish === 'cut' && text ? 'cut' : text ? from : null);
      onState(text ? finish : 'done', text);
      // A provider that declines (a content filter) sends an end and no words.
      if (!text && !failed) {
        toast({ title: t('drafts.failed'), description: t('drafts.nothing'), variant: 'destructive' });
      }
    } catch (err) {
      if (controller.signal.aborted) {
        setNote(text ? 'cut' : null);
        onState(text ? 'cut' : 'done', text);
      } else {
        toast({
          title: t('drafts.failed'),
          description: messageOf(err, t('drafts.failedText')),
          variant: 'destructive',
        });
        onState('done', text);
      }
    } finally {
      setWriting(false);
      stop.current = null;
    }
  }

  return (
    <>
      {writing ? (
        <Button type="button" size="sm" variant="outline" onClick={() => stop.current?.abort()}>
          <Square aria-hidden />
          {t('drafts.stop')}
        </Button>
      ) : (
        <Button type="button" size="sm" variant="outline" onClick={() => void start()}>
          <Sparkles aria-hidden />
          {source === 'model' ? t('drafts.button.model') : t('drafts.button.template')}
        </Button>
      )}
      <p
        role="status"
        className={
          note === 'cut'
            ? 'basis-full text-xs font-medium text-red-800 dark:text-red-300'
            : 'basis-full text-xs text-muted-foreground'
        }
      >
        {writing ? (
          <span className="inline-flex items-center gap-1.5">
            <Spinner className="size-3" />
            {t('drafts.writing')}
          </span>
        ) : note === 'model' ? (
          t('drafts.note.model')
        ) : note === 'template' ? (
          t('drafts.note.template')
        ) : note === 'cut' ? (
          t('drafts.note.cut')
        ) : null}
      </p>
    </>
  );
}
