import { REVIEW_PRESETS, REVIEW_TEXT_MAX } from '#shared/lib/qr-template.ts';
import { Label, Textarea } from '#web/components/ui/input.tsx';
import type { TextChoice } from '#web/features/qr/lib/editor-draft.ts';
import { DEFAULT_TEXT_KEY, PRESET_TEXT_KEYS } from '#web/features/qr/lib/template.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { cn } from '#web/lib/utils.ts';

await loadMessages('qr');

const OPTIONS = [
  { key: 'default', text: DEFAULT_TEXT_KEY, hint: 'qr.text.defaultHint' },
  ...REVIEW_PRESETS.map((p) => ({ key: p.key, text: PRESET_TEXT_KEYS[p.key], hint: null })),
  { key: 'custom', text: 'qr.text.custom', hint: 'qr.text.customHint' },
] as const satisfies readonly { key: TextChoice; text: string; hint: string | null }[];

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
  const { t, number } = useI18n();
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="sr-only">{t('qr.text.legend')}</legend>
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
            <span className={cn(o.key === 'custom' && 'font-medium')}>{t(o.text)}</span>
            {o.hint ? (
              <span className="text-xs text-muted-foreground">{t(o.hint, { max: REVIEW_TEXT_MAX })}</span>
            ) : null}
          </span>
        </label>
      ))}
      {choice === 'custom' ? (
        <div className="flex flex-col gap-1.5 pt-1">
          <Label htmlFor="custom-review-text">{t('qr.text.yours')}</Label>
          <Textarea
            id="custom-review-text"
            value={customText}
            maxLength={REVIEW_TEXT_MAX}
            rows={3}
            placeholder={t('qr.text.placeholder')}
            onChange={(e) => onCustomText(e.target.value)}
            aria-describedby="custom-review-text-count"
          />
          <p id="custom-review-text-count" className="self-end text-xs text-muted-foreground">
            {number(customText.length)}/{number(REVIEW_TEXT_MAX)}
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
