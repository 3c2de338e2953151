import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('team');

type Props = {
  businessName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onConfirm: () => void;
};

export function LeaveTeamDialog({ businessName, ...rest }: Props) {
  const { t } = useI18n();
  return (
    <ConfirmDialog
      {...rest}
      title={t('team.member.leave')}
      description={t('team.member.leaveDialog.text', { name: businessName })}
      confirmLabel={t('team.member.leave')}
      pendingLabel={t('team.member.leaveDialog.pending')}
      destructive
    />
  );
}
