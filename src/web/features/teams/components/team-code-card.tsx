import { Check, Copy, KeyRound, RefreshCw, Sparkles, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useGenerateTeamCode } from '#web/features/teams/api/generate-team-code.ts';
import { useCopyToClipboard } from '#web/features/teams/hooks/use-copy-to-clipboard.ts';
import { messageOf } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast-store.ts';
import { RegenerateCodeDialog } from './regenerate-code-dialog';

/** The business code the owner hands to staff, with copy, generate and regenerate. */
export function TeamCodeCard({
  businessId,
  code,
  isFull,
  lapsed = false,
}: {
  businessId: string;
  code: string | null;
  isFull: boolean;
  /** The plan has ended: the server lets nobody join, so the card says so instead of inviting. */
  lapsed?: boolean;
}) {
  const { copied, copy } = useCopyToClipboard();
  const [confirming, setConfirming] = useState(false);
  const generate = useGenerateTeamCode(businessId, {
    onSuccess: () => {
      setConfirming(false);
      toast({
        title: code ? 'New Code Generated' : 'Code Generated',
        description: code
          ? 'The previous code no longer works. Share this one with your team.'
          : 'Share it with your team so they can join.',
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: messageOf(error, 'Failed to generate code'),
        variant: 'destructive',
      }),
  });

  async function onCopy(value: string) {
    if (await copy(value)) {
      toast({ title: 'Code Copied!', description: 'Send it to the person you want to invite.' });
    } else {
      toast({ title: 'Copy Failed', description: 'Please copy the code manually', variant: 'destructive' });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound aria-hidden className="size-5 text-primary" />
          Business code
        </CardTitle>
        <CardDescription>
          Your staff sign in, choose Join a Team and enter this code to join your team.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {code ? (
          <>
            <div className="flex flex-col items-stretch gap-3 rounded-lg border border-dashed bg-muted/50 p-4 sm:flex-row sm:items-center sm:justify-between">
              <p
                className="pl-[0.3em] text-center font-mono text-3xl font-bold tracking-[0.3em] break-all select-all sm:pl-0 sm:text-left sm:text-4xl"
                data-testid="business-code"
              >
                {code}
              </p>
              <Button variant={copied ? 'secondary' : 'outline'} onClick={() => void onCopy(code)}>
                {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
                {copied ? 'Copied' : 'Copy code'}
              </Button>
            </div>
            {lapsed ? (
              <p className="flex items-start gap-2 rounded-md bg-warning/15 p-3 text-sm">
                <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
                Your plan has ended, so this code won't let anyone join. It works again as soon as you
                subscribe.
              </p>
            ) : isFull ? (
              <p className="flex items-start gap-2 rounded-md bg-warning/15 p-3 text-sm">
                <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
                Your team is full, so this code won't let anyone join until you remove a member.
              </p>
            ) : null}
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-muted-foreground">Shared it with the wrong person?</p>
              <Button variant="outline" onClick={() => setConfirming(true)} disabled={generate.isPending}>
                <RefreshCw aria-hidden className={generate.isPending ? 'animate-spin' : undefined} />
                Generate New Code
              </Button>
            </div>
            <RegenerateCodeDialog
              open={confirming}
              onOpenChange={setConfirming}
              currentCode={code}
              pending={generate.isPending}
              onConfirm={() => generate.mutate()}
            />
          </>
        ) : (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-6 text-center">
            <p className="font-medium">No code yet</p>
            <p className="text-sm text-muted-foreground">
              Generate a code to invite your staff. It never expires; you can replace it at any time.
            </p>
            <Button onClick={() => generate.mutate()} disabled={generate.isPending}>
              <Sparkles aria-hidden />
              {generate.isPending ? 'Generating...' : 'Generate Code'}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
