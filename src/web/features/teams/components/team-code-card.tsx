import { Check, Copy, KeyRound, RefreshCw, Sparkles, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useGenerateTeamCode } from '#web/features/teams/api/generate-team-code.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { messageOf } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast-store.ts';
import { useCopyToClipboard } from '#web/lib/use-copy-to-clipboard.ts';
import { RegenerateCodeDialog } from './regenerate-code-dialog';

await loadMessages('team');

/** The business code the owner hands to staff, with copy, generate and regenerate. */
export function TeamCodeCard({
  businessId,
  code,
  isFull,
  lapsed = false,
}: {
  businessId: string;
  code: string | null;
  isFull: boolean;
  /** The plan has ended: the server lets nobody join, so the card says so instead of inviting. */
  lapsed?: boolean;
}) {
  const { t } = useI18n();
  const { copied, copy } = useCopyToClipboard();
  const [confirming, setConfirming] = useState(false);
  const generate = useGenerateTeamCode(businessId, {
    onSuccess: () => {
      setConfirming(false);
      toast({
        title: code ? t('team.code.generated.new') : t('team.code.generated.first'),
        description: code ? t('team.code.generated.newText') : t('team.code.generated.firstText'),
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({
        title: t('team.error'),
        description: messageOf(error, t('team.code.generateFailed')),
        variant: 'destructive',
      }),
  });

  async function onCopy(value: string) {
    if (await copy(value)) {
      toast({ title: t('team.code.copied.title'), description: t('team.code.copied.text') });
    } else {
      toast({
        title: t('team.code.copyFailed.title'),
        description: t('team.code.copyFailed.text'),
        variant: 'destructive',
      });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound aria-hidden className="size-5 text-primary" />
          {t('team.code.title')}
        </CardTitle>
        <CardDescription>{t('team.code.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {code ? (
          <>
            <div className="flex flex-col items-stretch gap-3 rounded-lg border border-dashed bg-muted/50 p-4 sm:flex-row sm:items-center sm:justify-between">
              <p
                className="ps-[0.3em] text-center font-mono text-3xl font-bold tracking-[0.3em] break-all select-all sm:ps-0 sm:text-start sm:text-4xl"
                data-testid="business-code"
                dir="ltr"
              >
                {code}
              </p>
              <Button variant={copied ? 'secondary' : 'outline'} onClick={() => void onCopy(code)}>
                {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
                {copied ? t('team.code.copied') : t('team.code.copy')}
              </Button>
            </div>
            {lapsed ? (
              <p className="flex items-start gap-2 rounded-md bg-warning/15 p-3 text-sm">
                <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
                {t('team.code.lapsed')}
              </p>
            ) : isFull ? (
              <p className="flex items-start gap-2 rounded-md bg-warning/15 p-3 text-sm">
                <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
                {t('team.code.full')}
              </p>
            ) : null}
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-muted-foreground">{t('team.code.wrongPerson')}</p>
              <Button variant="outline" onClick={() => setConfirming(true)} disabled={generate.isPending}>
                <RefreshCw aria-hidden className={generate.isPending ? 'animate-spin' : undefined} />
                {t('team.code.regenerate')}
              </Button>
            </div>
            <RegenerateCodeDialog
              open={confirming}
              onOpenChange={setConfirming}
              currentCode={code}
              pending={generate.isPending}
              onConfirm={() => generate.mutate()}
            />
          </>
        ) : (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-6 text-center">
            <p className="font-medium">{t('team.code.none.title')}</p>
            <p className="text-sm text-muted-foreground">{t('team.code.none.text')}</p>
            <Button onClick={() => generate.mutate()} disabled={generate.isPending}>
              <Sparkles aria-hidden />
              {generate.isPending ? t('team.code.generating') : t('team.code.generate')}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
