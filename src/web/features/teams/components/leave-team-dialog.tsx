import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';

type Props = {
  businessName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onConfirm: () => void;
};

export function LeaveTeamDialog({ businessName, ...rest }: Props) {
  return (
    <ConfirmDialog
      {...rest}
      title="Leave team"
      description={`Are you sure you want to leave ${businessName} team? You'll need a new invitation code to rejoin.`}
      confirmLabel="Leave team"
      pendingLabel="Leaving..."
      destructive
    />
  );
}
