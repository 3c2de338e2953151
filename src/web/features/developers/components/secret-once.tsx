import { Check, Copy } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#web/components/ui/card.tsx';
import { i18nNow, loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { toast } from '#web/lib/toast-store.ts';

await loadMessages('developers');

/** A token or signing secret, shown this once, with a copy button and what to do with it. */
function SecretOnce(props: { label: string; value: string; note: string; onDone: () => void }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.value);
      setCopied(true);
    } catch {
      const { t } = i18nNow();
      toast({
        title: t('developers.secret.copyFailed'),
        description: t('developers.secret.copyByHand'),
        variant: 'destructive',
      });
    }
  };
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-primary/40 bg-primary/5 p-3" role="status">
      <p className="text-sm font-semibold">{props.label}</p>
      <div className="flex items-center gap-2">
        <code
          className="min-w-0 flex-1 overflow-x-auto whitespace-nowrap rounded bg-background px-2 py-2 font-mono text-xs"
          data-testid="secret-value"
          dir="ltr"
        >
          {props.value}
        </code>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={copy}
          aria-label={t('developers.secret.copyLabel', { label: props.label })}
        >
          {copied ? <Check className="size-4" /> : <Copy className="size-4" />}
          {copied ? t('developers.secret.copied') : t('developers.secret.copy')}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{props.note}</p>
      <Button type="button" variant="ghost" size="sm" className="self-start" onClick={props.onDone}>
        {t('developers.secret.saved')}
      </Button>
    </div>
  );
}

/**
 * A card of credentials that are shown once: its header, the one just made (with `example` under
 * it), a button that opens the form to make one, and the list. The form and a list's row hand a new
 * secret to `show`.
 */
export function SecretCard(props: {
  header: ReactNode;
  secretLabel: string;
  secretNote: string;
  example?: (secret: string) => ReactNode;
  newLabel: string;
  form: (done: { cancel: () => void; made: (secret: string) => void }) => ReactNode;
  children: (show: (secret: string) => void) => ReactNode;
}) {
  const [making, setMaking] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <Card>
      <CardHeader>{props.header}</CardHeader>
      <CardContent className="flex flex-col gap-4">
        {secret ? (
          <>
            <SecretOnce
              label={props.secretLabel}
              value={secret}
              note={props.secretNote}
              onDone={() => setSecret(null)}
            />
            {props.example?.(secret)}
          </>
        ) : null}
        {making ? (
          props.form({
            cancel: () => setMaking(false),
            made: (made) => {
              setMaking(false);
              setSecret(made);
            },
          })
        ) : (
          <Button type="button" className="self-start" onClick={() => setMaking(true)}>
            {props.newLabel}
          </Button>
        )}
        {props.children(setSecret)}
      </CardContent>
    </Card>
  );
}
