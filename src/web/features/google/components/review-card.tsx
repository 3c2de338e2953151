import { MessageSquareReply, Pencil, Star, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { fillTemplate, REPLY_MAX_BYTES } from '#shared/lib/google.ts';
import type { GoogleReview } from '#shared/schemas/google.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Textarea } from '#web/components/ui/input.tsx';
import { useReplyToReview } from '#web/features/google/api/reply-to-review.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { formatDate } from '#web/lib/dates.ts';
import { type DraftSlot, useDraftedBox } from '#web/lib/drafted-box.ts';
import { saveWithToast } from '#web/lib/save-with-toast.ts';

await loadMessages('google');

const bytes = (text: string) => new TextEncoder().encode(text.trim()).length;

function Stars({ value }: { value: number }) {
  const { t } = useI18n();
  return (
    <span className="flex" role="img" aria-label={t('google.review.stars', { value })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={n <= value ? 'size-4 fill-amber-400 text-amber-400' : 'size-4 text-muted-foreground/40'}
        />
      ))}
    </span>
  );
}

/** One review with its reply: write, edit or delete it. The owner's text stays in the box if Google says no. */
export function ReviewCard({
  businessId,
  review,
  canReply,
  template,
  draftSlot,
  tag,
  startOpen = false,
}: {
  businessId: string;
  review: GoogleReview;
  canReply: boolean;
  /** What kind of item this is, where reviews and feedback share a list. */
  tag?: ReactNode;
  /** The reply box open from the start (the first item waiting for an answer), without taking focus. */
  startOpen?: boolean;
  /** The owner's saved reply for this review's star band, if any. */
  template?: string;
  draftSlot?: DraftSlot;
}) {
  const { t } = useI18n();
  const day = (iso: string) => formatDate(new Date(iso));
  // The box opens on demand: a list of twenty open boxes is a wall on a phone.
  const [editing, setEditing] = useState(startOpen && canReply && !review.reply);
  // A box the owner opened takes the focus; one open from the start leaves the keyboard closed.
  const [tapped, setTapped] = useState(false);
  const open = () => {
    setTapped(true);
    setEditing(true);
  };
  const [draft, setDraft] = useState(review.reply?.comment ?? '');
  const [shown, setShown] = useState(review.reply);
  const save = useReplyToReview(businessId);
  const size = bytes(draft);
  const tooLong = size > REPLY_MAX_BYTES;
  // A draft the model was cut off in is not posted as it came: the owner edits it first.
  const { unfinished, onState } = useDraftedBox(draft);

  const submit = () =>
    save.mutate(
      { reviewId: review.id, comment: draft.trim() },
      saveWithToast(
        { title: shown ? t('google.review.updated') : t('google.review.posted') },
        { fallback: t('google.review.postFailed') },
        (reply) => {
          setShown(reply as GoogleReview['reply']);
          setEditing(false);
        },
      ),
    );
  const remove = () =>
    save.mutate(
      { reviewId: review.id, comment: null },
      saveWithToast(
        { title: t('google.review.deleted') },
        { fallback: t('google.review.deleteFailed') },
        () => {
          setShown(null);
          setDraft('');
        },
      ),
    );

  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {tag}
        <Stars value={review.stars} />
        <span className="font-medium">{review.reviewer.displayName}</span>
        <span className="text-sm text-muted-foreground">{day(review.createTime)}</span>
        {review.followedVisit ? <Badge variant="secondary">{t('google.review.followedVisit')}</Badge> : null}
      </div>
      {review.comment ? (
        <p dir="auto" className="text-sm leading-relaxed whitespace-pre-line">
          {review.comment}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground italic">{t('google.review.noText')}</p>
      )}
      {shown && !editing ? (
        <div className="rounded-md border-s-4 border-primary/60 bg-muted/50 p-3 text-sm">
          <p className="mb-1 text-xs font-semibold text-muted-foreground">
            {canReply
              ? t('google.review.yourReply', { date: day(shown.updateTime) })
              : t('google.review.ownerReply', { date: day(shown.updateTime) })}
          </p>
          <p dir="auto" className="whitespace-pre-line">
            {shown.comment}
          </p>
          {canReply ? (
            <div className="mt-2 flex gap-2">
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  setDraft(shown.comment);
                  open();
                }}
              >
                <Pencil aria-hidden />
                {t('google.review.edit')}
              </Button>
              <Button size="sm" variant="ghost" onClick={remove} disabled={save.isPending}>
                <Trash2 aria-hidden />
                {t('google.review.delete')}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
      {canReply && (!shown || editing) ? (
        <div className="flex flex-wrap items-center gap-2">
          {editing ? null : (
            <Button size="sm" variant="outline" onClick={open}>
              <MessageSquareReply aria-hidden />
              {t('google.review.reply')}
            </Button>
          )}
          {draftSlot?.({
            itemId: review.id,
            onText: (text) => {
              open();
              setDraft(text);
            },
            onState,
          })}
        </div>
      ) : null}
      {canReply && editing ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!tooLong && !unfinished && draft.trim()) submit();
          }}
        >
          <label className="sr-only" htmlFor={`reply-${review.id}`}>
            {t('google.review.replyTo', { name: review.reviewer.displayName })}
          </label>
          <Textarea
            id={`reply-${review.id}`}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={t('google.review.placeholder')}
            rows={3}
            // The reply is in the reviewer's language, whatever the screen's direction.
            dir="auto"
            autoFocus={tapped}
            aria-invalid={tooLong || undefined}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className={tooLong ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
              {/* Google counts bytes; an owner counts letters. An accented letter or an emoji takes
                  more than one, so "about". */}
              {tooLong
                ? t('google.review.tooLong', { over: size - REPLY_MAX_BYTES })
                : t('google.review.left', { left: REPLY_MAX_BYTES - size })}
            </span>
            <div className="flex gap-2">
              {template ? (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => setDraft(fillTemplate(template, review.reviewer))}
                >
                  {t('google.review.useTemplate')}
                </Button>
              ) : null}
              <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
                {t('google.review.cancel')}
              </Button>
              <Button
                type="submit"
                size="sm"
                disabled={save.isPending || tooLong || unfinished || !draft.trim()}
              >
                {shown ? t('google.review.save') : t('google.review.post')}
              </Button>
            </div>
          </div>
        </form>
      ) : null}
    </Card>
  );
}
