import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('team');

type Props = {
  currentCode: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onConfirm: () => void;
};

/** Replacing the code locks out anyone still holding the old one, so the owner confirms it. */
export function RegenerateCodeDialog({ currentCode, ...rest }: Props) {
  const { t, rich } = useI18n();
  return (
    <ConfirmDialog
      {...rest}
      title={t('team.code.regenerateDialog.title')}
      description={rich('team.code.regenerateDialog.text', {
        code: currentCode,
        mono: (chunks) => (
          <span key="code" className="font-mono font-semibold text-foreground">
            {chunks}
          </span>
        ),
      })}
      confirmLabel={t('team.code.regenerate')}
      pendingLabel={t('team.code.generating')}
    />
  );
}
