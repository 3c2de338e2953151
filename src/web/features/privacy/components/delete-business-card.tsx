import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useDeleteBusiness } from '#web/features/privacy/api/delete-business.ts';
import { i18nNow, loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { messageOf } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast-store.ts';
import { TypeToConfirmDialog } from './type-to-confirm-dialog';

await loadMessages('data');

export function DeleteBusinessCard({
  businessId,
  businessName,
  onDeleted,
}: {
  businessId: string;
  businessName: string;
  onDeleted: () => Promise<unknown> | undefined;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const del = useDeleteBusiness(businessId, async () => {
    const { t } = i18nNow();
    toast({
      title: t('data.business.deleted'),
      description: t('data.business.deletedText', { name: businessName }),
      variant: 'success',
    });
    await onDeleted();
  });
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Trash2 aria-hidden className="size-5" />
          {t('data.business.title')}
        </CardTitle>
        <CardDescription>{t('data.business.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden />
          {t('data.business.delete')}
        </Button>
        <TypeToConfirmDialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) del.reset();
          }}
          title={t('data.business.confirmTitle', { name: businessName })}
          description={<span>{t('data.business.confirmText')}</span>}
          expected={businessName}
          inputLabel={t('data.business.typeName', { name: businessName })}
          confirmLabel={t('data.business.delete')}
          pending={del.isPending}
          error={del.isError ? messageOf(del.error, t('data.business.failed')) : undefined}
          onConfirm={(typed) => del.mutate(typed)}
        />
      </CardContent>
    </Card>
  );
}
