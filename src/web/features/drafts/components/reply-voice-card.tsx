import { useId, useState } from 'react';
import { DRAFT_TONES, type DraftTone, SIGN_OFF_MAX } from '#shared/lib/drafts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Input, Label } from '#web/components/ui/input.tsx';
import { useDraftSettings, useSaveReplyVoice } from '#web/features/drafts/api/draft-settings.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import type { MessageKey } from '#web/i18n/messages.ts';
import { saveWithToast } from '#web/lib/save-with-toast.ts';
import { cn } from '#web/lib/utils.ts';

await loadMessages('drafts');

const TONE_LABELS: Record<DraftTone, MessageKey> = {
  warm: 'drafts.voice.tone.warm',
  brief: 'drafts.voice.tone.brief',
  formal: 'drafts.voice.tone.formal',
};

/**
 * How this location's drafts sound: a tone and a sign-off; and, plainly, what a model is sent.
 * `signOffName` is who the example sign-off names: the signed-in person, never a stranger.
 */
export function ReplyVoiceCard({ businessId, signOffName }: { businessId: string; signOffName: string }) {
  const settings = useDraftSettings(businessId);
  if (!settings.data || settings.data.source === 'off') return null;
  return <VoiceForm businessId={businessId} saved={settings.data} signOffName={signOffName} />;
}

function VoiceForm({
  businessId,
  saved,
  signOffName,
}: {
  businessId: string;
  saved: { tone: DraftTone; signOff: string; source: 'model' | 'templates' | 'off' };
  signOffName: string;
}) {
  const { t } = useI18n();
  const [tone, setTone] = useState(saved.tone);
  const [signOff, setSignOff] = useState(saved.signOff);
  const save = useSaveReplyVoice(businessId);
  const signOffId = useId();
  const changed = tone !== saved.tone || signOff.trim() !== saved.signOff;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('drafts.voice.title')}</CardTitle>
        <CardDescription>
          {saved.source === 'model' ? t('drafts.voice.model') : t('drafts.voice.templates')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(
              { tone, signOff: signOff.trim() },
              saveWithToast({ title: t('drafts.voice.saved') }, { fallback: t('drafts.voice.saveFailed') }),
            );
          }}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">{t('drafts.voice.tone')}</legend>
            <div className="flex flex-wrap gap-2">
              {DRAFT_TONES.map((value) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={tone === value}
                  onClick={() => setTone(value)}
                  className={cn(
                    'min-h-10 rounded-full border px-4 text-sm transition-colors',
                    tone === value ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-muted',
                  )}
                >
                  {t(TONE_LABELS[value])}
                </button>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-col gap-2">
            <Label htmlFor={signOffId}>{t('drafts.voice.signOff')}</Label>
            <Input
              id={signOffId}
              value={signOff}
              maxLength={SIGN_OFF_MAX}
              onChange={(e) => setSignOff(e.target.value)}
              placeholder={t('drafts.voice.signOffPlaceholder', { name: signOffName })}
            />
          </div>
          <div>
            <Button type="submit" size="sm" disabled={!changed || save.isPending}>
              {t('drafts.voice.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
