import { UserX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useDeleteAccount } from '#web/features/privacy/api/delete-account.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { messageOf } from '#web/lib/api-client.ts';
import { TypeToConfirmDialog } from './type-to-confirm-dialog';

await loadMessages('data');

export function DeleteAccountCard({
  email,
  ownsBusiness,
  onDeleted,
}: {
  email: string;
  ownsBusiness: boolean;
  onDeleted: () => void;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const del = useDeleteAccount(onDeleted);
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserX aria-hidden className="size-5" />
          {t('data.account.title')}
        </CardTitle>
        <CardDescription>
          {ownsBusiness ? t('data.account.description.owner') : t('data.account.description.member')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <UserX aria-hidden />
          {t('data.account.title')}
        </Button>
        <TypeToConfirmDialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) del.reset();
          }}
          title={t('data.account.confirmTitle')}
          description={
            <span>
              {ownsBusiness ? t('data.account.confirmText.owner') : t('data.account.confirmText.member')}
            </span>
          }
          expected={email}
          inputLabel={t('data.account.typeEmail', { email })}
          confirmLabel={t('data.account.title')}
          pending={del.isPending}
          error={del.isError ? messageOf(del.error, t('data.account.failed')) : undefined}
          onConfirm={(typed) => del.mutate(typed)}
        />
      </CardContent>
    </Card>
  );
}
