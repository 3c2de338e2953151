import { ArrowRight, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('team');

/** For someone who is neither the owner nor a member of the business shown. */
export function JoinTeamCard({ joinHref }: { joinHref: string }) {
  const { t } = useI18n();
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <span className="mb-1 flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Users aria-hidden className="size-6" />
        </span>
        <CardTitle>{t('team.join.title')}</CardTitle>
        <CardDescription>{t('team.join.card.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={joinHref}>
            {t('team.join.card.action')}
            <ArrowRight aria-hidden className="rtl:rotate-180" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
