import { type FormEvent, type ReactNode, useId, useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#web/components/ui/alert-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input, Label } from '#web/components/ui/input.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('data', 'shell');

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** A deletion that cannot be undone: the button wakes only once the user has typed `expected`. */
export function TypeToConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  expected,
  inputLabel,
  confirmLabel,
  pending,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  expected: string;
  inputLabel: string;
  confirmLabel: string;
  pending: boolean;
  error?: string;
  onConfirm: (typed: string) => void;
}) {
  const { t } = useI18n();
  const [typed, setTyped] = useState('');
  const id = useId();
  const ready = same(typed, expected);
  function submit(e: FormEvent) {
    e.preventDefault();
    if (ready && !pending) onConfirm(typed);
  }
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (!next) setTyped('');
        onOpenChange(next);
      }}
    >
      <AlertDialogContent>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>{title}</AlertDialogTitle>
            <AlertDialogDescription asChild>
              <div className="flex flex-col gap-2">{description}</div>
            </AlertDialogDescription>
          </AlertDialogHeader>
          <div className="flex flex-col gap-2">
            <Label htmlFor={id}>{inputLabel}</Label>
            <Input
              id={id}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel asChild>
              <Button variant="outline" disabled={pending}>
                {t('shell.cancel')}
              </Button>
            </AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={!ready || pending}>
              {pending ? t('data.confirm.deleting') : confirmLabel}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
