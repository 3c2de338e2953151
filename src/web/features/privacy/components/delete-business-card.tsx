import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useDeleteBusiness } from '#web/features/privacy/api/delete-business.ts';
import { messageOf } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast-store.ts';
import { TypeToConfirmDialog } from './type-to-confirm-dialog';

export function DeleteBusinessCard({
  businessId,
  businessName,
  onDeleted,
}: {
  businessId: string;
  businessName: string;
  onDeleted: () => Promise<unknown> | undefined;
}) {
  const [open, setOpen] = useState(false);
  const del = useDeleteBusiness(businessId, async () => {
    toast({
      title: 'Business deleted',
      description: `${businessName} and all its data are gone.`,
      variant: 'success',
    });
    await onDeleted();
  });
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Trash2 aria-hidden className="size-5" />
          Delete this business
        </CardTitle>
        <CardDescription>
          Cancels the subscription at once and removes the business with its team, scans, ratings, feedback
          and customisation. Printed QR codes stop working. This cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden />
          Delete business
        </Button>
        <TypeToConfirmDialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) del.reset();
          }}
          title={`Delete ${businessName}?`}
          description={
            <span>
              Your subscription is cancelled now, your team members lose access, and every scan, rating and
              piece of feedback is deleted. Download your data first if you want to keep it.
            </span>
          }
          expected={businessName}
          inputLabel={`Type "${businessName}" to confirm`}
          confirmLabel="Delete business"
          pending={del.isPending}
          error={
            del.isError ? messageOf(del.error, 'Failed to delete the business. Please try again.') : undefined
          }
          onConfirm={(typed) => del.mutate(typed)}
        />
      </CardContent>
    </Card>
  );
}
