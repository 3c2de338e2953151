import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog-body';

// The dialog's code (focus trap, scroll lock: about 7 KB) loads when it is first opened, not with
// every screen that might ask; the service worker has it cached for the owner app offline.
const Body = lazy(() => import('./confirm-dialog-body').then((m) => ({ default: m.ConfirmDialogBody })));

/** Asks before something hard to undo. While the action runs, the dialog cannot be dismissed. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  // Once opened it stays mounted, so closing animates and reopening is instant.
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Body {...props} />
    </Suspense>
  );
}
