import { Download } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { exportHref } from '#web/features/privacy/api/delete-business.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('data');

/** 'Download all data': a plain link, so the browser streams the ZIP straight to disk. */
export function DataExportCard({ businessId }: { businessId: string }) {
  const { t } = useI18n();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Download aria-hidden className="size-5" />
          {t('data.export.title')}
        </CardTitle>
        <CardDescription>{t('data.export.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <a href={exportHref(businessId)} download>
            <Download aria-hidden />
            {t('data.export.download')}
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
