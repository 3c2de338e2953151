import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('team');

type Props = {
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onConfirm: () => void;
};

export function RemoveMemberDialog({ name, ...rest }: Props) {
  const { t } = useI18n();
  return (
    <ConfirmDialog
      {...rest}
      title={t('team.members.removeDialog.title')}
      description={t('team.members.removeDialog.text', { name })}
      confirmLabel={t('team.members.remove')}
      pendingLabel={t('team.members.removing')}
      destructive
    />
  );
}
