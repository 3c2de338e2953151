import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';

type Props = {
  currentCode: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onConfirm: () => void;
};

/** Replacing the code locks out anyone still holding the old one, so the owner confirms it. */
export function RegenerateCodeDialog({ currentCode, ...rest }: Props) {
  return (
    <ConfirmDialog
      {...rest}
      title="Generate a new code?"
      description={
        <>
          The current code <span className="font-mono font-semibold text-foreground">{currentCode}</span> will
          stop working at once. Anyone who hasn't joined yet will need the new code. People already on your
          team stay on it.
        </>
      }
      confirmLabel="Generate New Code"
      pendingLabel="Generating..."
    />
  );
}
