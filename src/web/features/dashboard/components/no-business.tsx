import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('dashboard');

export function NoBusiness({ setupHref }: { setupHref: string }) {
  const { t } = useI18n();
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Building2 aria-hidden className="size-6" />
          </span>
          <h1 className="text-lg font-semibold">{t('dashboard.noBusiness.title')}</h1>
          <CardDescription>{t('dashboard.noBusiness.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to={setupHref}>{t('dashboard.noBusiness.setUp')}</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
