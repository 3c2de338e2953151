import { MailCheck, MailQuestion, Reply } from 'lucide-react';
import { useId, useState } from 'react';
import { ANSWER_MAX } from '#shared/lib/feedback.ts';
import type { FeedbackItem } from '#shared/schemas/feedback.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Textarea } from '#web/components/ui/input.tsx';
import { useAnswerFeedback } from '#web/features/feedback/api/answer-feedback.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { formatDateAndTime } from '#web/lib/dates.ts';
import { type DraftSlot, useDraftedBox } from '#web/lib/drafted-box.ts';
import { saveWithToast } from '#web/lib/save-with-toast.ts';

await loadMessages('feedback');

/**
 * The answer by e-mail to one feedback, and its one follow-up: what was sent, by whom and when, and
 * the box to write the next one. The customer receives it from the product with Reply-To the owner.
 */
export function AnswerBox({
  businessId,
  item,
  canAnswer,
  draftSlot,
  startOpen = false,
}: {
  businessId: string;
  item: FeedbackItem;
  canAnswer: boolean;
  draftSlot?: DraftSlot;
  /** The box open from the start (the first item waiting for an answer), without taking focus. */
  startOpen?: boolean;
}) {
  const { t } = useI18n();
  const send = useAnswerFeedback(businessId);
  const [open, setOpen] = useState(startOpen && item.answers.length === 0);
  // A box the owner opened takes the focus; one open from the start leaves the keyboard closed.
  const [tapped, setTapped] = useState(false);
  const [text, setText] = useState('');
  const { unfinished, onState } = useDraftedBox(text);
  const boxId = useId();
  const answered = item.answers.some((a) => !a.followUp);
  const followedUp = item.answers.some((a) => a.followUp);
  const canWrite = canAnswer && item.emailConfirmed && !followedUp;
  // An address the customer has not proved yet: the owner writes from their own mail app meanwhile.
  const waitsForConfirmation = canAnswer && Boolean(item.customerEmail) && !item.emailConfirmed;

  const submit = () =>
    send.mutate(
      { id: item.id, text: text.trim(), followUp: answered },
      saveWithToast({ title: t('feedback.answer.sent') }, { fallback: t('feedback.answer.failed') }, () => {
        setOpen(false);
        setText('');
      }),
    );

  return (
    <div className="flex flex-col gap-2">
      {item.answers.map((a) => (
        <div
          key={String(a.followUp)}
          className="rounded-md border-s-4 border-primary/60 bg-muted/50 p-3 text-sm"
        >
          <p className="mb-1 inline-flex items-center gap-1.5 text-xs font-semibold text-muted-foreground">
            <MailCheck aria-hidden className="size-3.5" />
            {t(a.followUp ? 'feedback.answer.followedUpBy' : 'feedback.answer.answeredBy', {
              name: a.answeredBy ?? t('feedback.answer.formerMember'),
              when: formatDateAndTime(new Date(a.answeredAt)),
            })}
          </p>
          {a.text === null ? (
            <p className="text-muted-foreground italic">{t('feedback.answer.erased')}</p>
          ) : (
            <p dir="auto" className="whitespace-pre-line break-words">
              {a.text}
            </p>
          )}
        </div>
      ))}
      {waitsForConfirmation ? (
        <p className="inline-flex items-start gap-1.5 text-xs text-muted-foreground">
          <MailQuestion aria-hidden className="mt-0.5 size-3.5 shrink-0" />
          <span>
            <strong className="font-semibold">{t('feedback.answer.notConfirmed')}</strong>{' '}
            {t('feedback.answer.notConfirmedWhy')}
          </span>
        </p>
      ) : null}
      {canWrite && !open ? (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            size="sm"
            variant={answered ? 'ghost' : 'default'}
            onClick={() => {
              setTapped(true);
              setOpen(true);
            }}
          >
            <Reply aria-hidden className="rtl:-scale-x-100" />
            {answered ? t('feedback.answer.followUp') : t('feedback.answer.open')}
          </Button>
        </div>
      ) : null}
      {canWrite && open ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim() && !unfinished) submit();
          }}
        >
          <div className="flex flex-wrap items-center gap-2">
            {draftSlot?.({
              itemId: item.id,
              onText: setText,
              onState,
            })}
          </div>
          <label htmlFor={boxId} className="text-sm font-medium">
            {answered ? t('feedback.answer.followUpLabel') : t('feedback.answer.label')}
          </label>
          <Textarea
            id={boxId}
            rows={4}
            value={text}
            maxLength={ANSWER_MAX}
            // The answer is in the customer's language, whatever the screen's direction.
            dir="auto"
            onChange={(e) => setText(e.target.value)}
            autoFocus={tapped}
          />
          <p className="text-xs text-muted-foreground break-words">
            {t('feedback.answer.how', { email: item.customerEmail ?? '' })}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
              {t('feedback.answer.cancel')}
            </Button>
            <Button type="submit" size="sm" disabled={send.isPending || unfinished || !text.trim()}>
              {answered ? t('feedback.answer.sendFollowUp') : t('feedback.answer.send')}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
