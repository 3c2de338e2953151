import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Label, Textarea } from '#web/components/ui/input.tsx';
import { type OperatorTarget, useOperatorAction } from '#web/features/operator/api/act.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { ApiError, messageOf } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast-store.ts';

await loadMessages('operator');

/**
 * One action: its own fields, the reason the owner will read, and the button. A stale sign-in is
 * answered with a way to sign in again, then the same form is still there to send.
 */
export function ActionForm({
  label,
  target,
  fields,
  values,
  destructive,
  onReauth,
  onDone,
}: {
  label: string;
  target: OperatorTarget;
  fields?: ReactNode;
  /** The action's own values, beside the reason. */
  values?: () => Record<string, unknown>;
  destructive?: boolean;
  onReauth: () => void;
  onDone?: () => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [reason, setReason] = useState('');
  const [reauth, setReauth] = useState(false);
  const action = useOperatorAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    action.mutate(
      { target, body: { ...values?.(), reason } },
      {
        onSuccess: () => {
          setReason('');
          setReauth(false);
          toast({ title: t('operator.action.done'), variant: 'success' });
          onDone?.();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'REAUTH_REQUIRED') setReauth(true);
          toast({
            title: t('operator.action.failed'),
            description: messageOf(err, t('operator.action.failed')),
            variant: 'destructive',
          });
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      {fields}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-reason`}>{t('operator.action.reason')}</Label>
        <Textarea
          id={`${id}-reason`}
          required
          minLength={3}
          maxLength={500}
          className="min-h-16"
          value={reason}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setReason(e.target.value)}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t('operator.action.reasonHint')}
        </p>
      </div>
      {reauth ? (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <p className="font-medium">{t('operator.reauth.title')}</p>
          <Button type="button" variant="outline" className="self-start" onClick={onReauth}>
            {t('operator.reauth.button')}
          </Button>
        </div>
      ) : null}
      <Button
        type="submit"
        variant={destructive ? 'destructive' : 'default'}
        className="self-start"
        disabled={action.isPending}
      >
        {label}
      </Button>
    </form>
  );
}
