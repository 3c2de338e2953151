import { CaseSensitive, Home, KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('team');

/** The specification's three points: where codes come from, what they look like, the way back. */
export function JoinHelpCard({ homeHref }: { homeHref: string }) {
  const { t, rich } = useI18n();
  return (
    <Card className="bg-muted/40">
      <CardHeader>
        <CardTitle className="text-base">{t('team.join.help.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3 text-sm">
          <li className="flex gap-3">
            <KeyRound aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>{t('team.join.help.owner')}</span>
          </li>
          <li className="flex gap-3">
            <CaseSensitive aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>{t('team.join.help.format')}</span>
          </li>
          <li className="flex gap-3">
            <Home aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>
              {rich('team.join.help.home', {
                link: (chunks) => (
                  <Link
                    key="home"
                    to={homeHref}
                    className="font-medium text-primary underline underline-offset-4"
                  >
                    {chunks}
                  </Link>
                ),
              })}
            </span>
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
