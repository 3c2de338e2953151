import { FileSpreadsheet, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { INVITATION_CSV_COLUMNS, INVITATION_CSV_MAX_ROWS, SKIP_REASONS } from '#shared/lib/invitations.ts';
import type { InvitationCsvReport } from '#shared/schemas/invitations.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useCheckSpreadsheet } from '#web/features/invitations/api/check-spreadsheet.ts';
import { useSendSpreadsheet } from '#web/features/invitations/api/send-spreadsheet.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { messageOf } from '#web/lib/api-client.ts';
import { SKIP_TEXT } from './invite-by-email';

await loadMessages('invitations');

/** What a checked file would do: how many go, and each row that would not, with why. */
function Report({ report }: { report: InvitationCsvReport }) {
  const { t, number } = useI18n();
  const reasons = SKIP_REASONS.filter((r) => report.skipped[r] > 0);
  if (report.problem)
    return (
      <p role="alert" className="text-sm text-destructive">
        {report.problem}
      </p>
    );
  return (
    <div className="flex flex-col gap-3" aria-live="polite">
      <p className="text-base font-semibold">
        {t(report.queued ? 'invitations.sheet.queued' : 'invitations.sheet.ready', {
          count: report.ready,
          rows: number(report.rows),
        })}
      </p>
      {reasons.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm">
          {reasons.map((r) => (
            <li key={r} className="flex justify-between gap-3 rounded-md bg-muted px-3 py-1.5">
              <span>{t(SKIP_TEXT[r])}</span>
              <span className="font-semibold tabular-nums">{number(report.skipped[r])}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {report.problems.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">{t('invitations.sheet.rows')}</summary>
          <ul className="mt-2 flex max-h-64 flex-col gap-1 overflow-y-auto">
            {report.problems.map((p) => (
              <li key={p.line} className="flex flex-wrap gap-x-2 border-b border-border py-1 last:border-0">
                <span className="tabular-nums text-muted-foreground">
                  {t('invitations.sheet.line', { line: p.line })}
                </span>
                <bdi className="min-w-0 break-all">{p.email || '—'}</bdi>
                <span className="text-amber-700 dark:text-amber-400">{t(SKIP_TEXT[p.reason])}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/**
 * A spreadsheet of customers: chosen, checked on the server row by row, then sent with the owner's
 * confirmation that these customers agreed to be contacted.
 */
export function SpreadsheetCard({ businessId }: { businessId: string }) {
  const { t, number } = useI18n();
  const id = useId();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [agreed, setAgreed] = useState(false);
  const check = useCheckSpreadsheet(businessId);
  const send = useSendSpreadsheet(businessId);
  const report = send.data ?? check.data;
  const failure = send.error ?? check.error;

  async function choose(input: HTMLInputElement) {
    const chosen = input.files?.[0];
    send.reset();
    setAgreed(false);
    if (!chosen) return setFile(null);
    const text = await chosen.text();
    setFile({ name: chosen.name, text });
    check.mutate(text);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileSpreadsheet aria-hidden className="size-5 text-primary" />
          {t('invitations.sheet.title')}
        </CardTitle>
        <CardDescription>
          {t('invitations.sheet.description', {
            columns: INVITATION_CSV_COLUMNS.join(', '),
            max: number(INVITATION_CSV_MAX_ROWS),
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <label
          htmlFor={`${id}-file`}
          className="flex cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-dashed border-border px-4 py-6 text-sm font-medium hover:bg-muted focus-within:ring-2 focus-within:ring-ring"
        >
          <Upload aria-hidden className="size-4" />
          <span className="min-w-0 break-all">{file ? file.name : t('invitations.sheet.choose')}</span>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            onChange={(e) => void choose(e.currentTarget)}
          />
        </label>
        {check.isPending ? (
          <p className="text-sm text-muted-foreground">{t('invitations.sheet.checking')}</p>
        ) : null}
        {failure ? (
          <p role="alert" className="text-sm text-destructive">
            {messageOf(failure, t('invitations.sheet.failed'))}
          </p>
        ) : null}
        {report && !check.isPending ? <Report report={report} /> : null}
        {file && check.data && !send.data && check.data.ready > 0 ? (
          <>
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-primary"
                checked={agreed}
                onChange={(e) => setAgreed(e.target.checked)}
              />
              <span>{t('invitations.sheet.consent')}</span>
            </label>
            <Button
              type="button"
              size="lg"
              disabled={!agreed || send.isPending}
              onClick={() => send.mutate(file.text)}
            >
              {t('invitations.sheet.send', { count: check.data.ready })}
            </Button>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
