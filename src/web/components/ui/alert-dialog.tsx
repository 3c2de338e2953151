import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/utils.ts';

export { DialogDescription as AlertDialogDescription, DialogTitle as AlertDialogTitle } from './dialog';

export const AlertDialog = DialogPrimitive.Root;

/**
 * A confirmation for something hard to undo. Unlike a plain dialog it announces itself as an
 * alertdialog and does not close on an outside click, so a stray tap never decides for the user;
 * Escape and the Cancel button still close it.
 */
export function AlertDialogContent({ className, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <DialogPrimitive.Content
        role="alertdialog"
        onPointerDownOutside={(e) => e.preventDefault()}
        onInteractOutside={(e) => e.preventDefault()}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-background p-5 shadow-xl sm:p-6',
          className,
        )}
        {...props}
      />
    </DialogPrimitive.Portal>
  );
}

export function AlertDialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-2', className)} {...props} />;
}

export function AlertDialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

export const AlertDialogCancel = DialogPrimitive.Close;
