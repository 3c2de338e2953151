import { ArrowLeft, BarChart3, CheckCircle2, ExternalLink, Loader2, QrCode } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('setup');

const NEXT = [
  { Icon: ExternalLink, title: 'setup.confirm.link.title', text: 'setup.confirm.link.text' },
  { Icon: QrCode, title: 'setup.confirm.qr.title', text: 'setup.confirm.qr.text' },
  { Icon: BarChart3, title: 'setup.confirm.analytics.title', text: 'setup.confirm.analytics.text' },
] as const;

/**
 * The confirm step. `place` is the chosen business as the caller renders it, so this feature
 * does not need to know how places look.
 */
export function ConfirmBusiness({
  place,
  onChange,
  onBack,
  onRegister,
  pending,
  registered,
  terms,
}: {
  /** What this registration costs, from the rule the server applies (a first location's trial, or another's price). */
  terms: string;
  place: ReactNode;
  onChange: () => void;
  onBack: () => void;
  onRegister: () => void;
  pending: boolean;
  registered: boolean;
}) {
  const { t } = useI18n();
  const busy = pending || registered;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight tracking-tight">{t('setup.confirm.title')}</h2>
        <CardDescription>{t('setup.confirm.text')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-3 rounded-lg border bg-muted/40 p-4 sm:flex-row sm:items-start">
          <span className="mt-0.5 hidden text-success sm:block">
            <CheckCircle2 aria-hidden className="size-5" />
          </span>
          <div className="min-w-0 flex-1">{place}</div>
          <Button variant="outline" size="sm" onClick={onChange} disabled={busy} className="self-start">
            {t('setup.confirm.change')}
          </Button>
        </div>

        <section
          aria-labelledby="next-title"
          className="rounded-lg border border-primary/20 bg-primary/5 p-4"
        >
          <h3 id="next-title" className="font-semibold">
            {t('setup.confirm.next')}
          </h3>
          <ul className="mt-3 flex flex-col gap-3">
            {NEXT.map(({ Icon, title, text }) => (
              <li key={title} className="flex gap-3">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
                  <Icon aria-hidden className="size-4" />
                </span>
                <span className="flex flex-col text-sm">
                  <span className="font-medium">{t(title)}</span>
                  <span className="text-muted-foreground">{t(text)}</span>
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-muted-foreground">{terms}</p>
        </section>

        {/* On a phone the action stays in view at the bottom, above what comes next. */}
        <div className="sticky bottom-0 z-10 -mx-5 -mb-5 flex flex-col-reverse gap-3 rounded-b-xl border-t bg-card/95 px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:static sm:m-0 sm:flex-row sm:justify-between sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none">
          <Button variant="outline" onClick={onBack} disabled={busy}>
            <ArrowLeft aria-hidden className="rtl:rotate-180" />
            {t('setup.confirm.back')}
          </Button>
          <Button onClick={onRegister} disabled={busy}>
            {busy ? <Loader2 aria-hidden className="animate-spin" /> : null}
            {registered
              ? t('setup.confirm.redirecting')
              : pending
                ? t('setup.confirm.registering')
                : t('setup.confirm.register')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
