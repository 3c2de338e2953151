import { DEFAULT_REVIEW_TEXT, REVIEW_PRESETS, REVIEW_TEXT_MAX } from '#shared/constants/qr-template.ts';
import { Label, Textarea } from '#web/components/ui/input.tsx';
import type { TextChoice } from '#web/features/qr/lib/editor-draft.ts';
import { cn } from '#web/lib/utils.ts';

const OPTIONS: { key: TextChoice; text: string; hint?: string }[] = [
  { key: 'default', text: DEFAULT_REVIEW_TEXT, hint: 'Default' },
  ...REVIEW_PRESETS.map((p) => ({ key: p.key, text: p.text })),
  { key: 'custom', text: 'Write your own message', hint: `Up to ${REVIEW_TEXT_MAX} characters` },
];

/** The message above the code: the default, one of five presets, or the owner's own words. */
export function ReviewTextPicker({
  choice,
  customText,
  onChoice,
  onCustomText,
  disabled,
}: {
  choice: TextChoice;
  customText: string;
  onChoice: (choice: TextChoice) => void;
  onCustomText: (text: string) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="sr-only">Review message</legend>
      {OPTIONS.map((o) => (
        <label
          key={o.key}
          className={cn(
            'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors has-[:disabled]:cursor-not-allowed',
            choice === o.key ? 'border-primary bg-primary/5' : 'hover:bg-accent/50',
          )}
        >
          <input
            type="radio"
            name="review-text"
            value={o.key}
            checked={choice === o.key}
            onChange={() => onChoice(o.key)}
            className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
          />
          <span className="flex min-w-0 flex-col">
            <span className={cn(o.key === 'custom' && 'font-medium')}>{o.text}</span>
            {o.hint ? <span className="text-xs text-muted-foreground">{o.hint}</span> : null}
          </span>
        </label>
      ))}
      {choice === 'custom' ? (
        <div className="flex flex-col gap-1.5 pt-1">
          <Label htmlFor="custom-review-text">Your message</Label>
          <Textarea
            id="custom-review-text"
            value={customText}
            maxLength={REVIEW_TEXT_MAX}
            rows={3}
            placeholder="e.g. Loved your visit? Tell others on Google!"
            onChange={(e) => onCustomText(e.target.value)}
            aria-describedby="custom-review-text-count"
          />
          <p id="custom-review-text-count" className="self-end text-xs text-muted-foreground">
            {customText.length}/{REVIEW_TEXT_MAX}
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
