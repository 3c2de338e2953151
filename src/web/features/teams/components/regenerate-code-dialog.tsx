import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';

/** Replacing the code locks out anyone still holding the old one, so the owner confirms it. */
export function RegenerateCodeDialog({
  open,
  onOpenChange,
  currentCode,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentCode: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Generate a new code?</AlertDialogTitle>
          <AlertDialogDescription>
            The current code <span className="font-mono font-semibold text-foreground">{currentCode}</span>{' '}
            will stop working at once. Anyone who hasn't joined yet will need the new code. People already on
            your team stay on it.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={pending}>
              Cancel
            </Button>
          </AlertDialogCancel>
          <Button onClick={onConfirm} disabled={pending}>
            {pending ? 'Generating...' : 'Generate New Code'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
