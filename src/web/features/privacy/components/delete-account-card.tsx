import { UserX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useDeleteAccount } from '#web/features/privacy/api/delete-account.ts';
import { messageOf } from '#web/lib/api-client.ts';
import { TypeToConfirmDialog } from './type-to-confirm-dialog';

export function DeleteAccountCard({
  email,
  ownsBusiness,
  onDeleted,
}: {
  email: string;
  ownsBusiness: boolean;
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const del = useDeleteAccount(onDeleted);
  const what = ownsBusiness
    ? 'your account and the business you own, with all its data. Its subscription is cancelled now.'
    : 'your account and takes you off every team you are on.';
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserX aria-hidden className="size-5" />
          Delete my account
        </CardTitle>
        <CardDescription>Deletes {what} You are signed out everywhere.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <UserX aria-hidden />
          Delete my account
        </Button>
        <TypeToConfirmDialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) del.reset();
          }}
          title="Delete your account?"
          description={<span>This deletes {what} It cannot be undone.</span>}
          expected={email}
          inputLabel={`Type your e-mail address (${email}) to confirm`}
          confirmLabel="Delete my account"
          pending={del.isPending}
          error={
            del.isError ? messageOf(del.error, 'Failed to delete your account. Please try again.') : undefined
          }
          onConfirm={(typed) => del.mutate(typed)}
        />
      </CardContent>
    </Card>
  );
}
