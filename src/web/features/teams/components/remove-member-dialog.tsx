import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';

type Props = {
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onConfirm: () => void;
};

export function RemoveMemberDialog({ name, ...rest }: Props) {
  return (
    <ConfirmDialog
      {...rest}
      title="Remove team member"
      description={`Remove ${name} from your team? This will also update your billing.`}
      confirmLabel="Remove"
      pendingLabel="Removing..."
      destructive
    />
  );
}
