import { CircleAlert, RefreshCw } from 'lucide-react';
import { Button } from './button';
import { Card } from './card';

/** A section whose data did not load: the message, and a retry that shows it is working. */
export function LoadError({
  title,
  description = 'Please check your connection and try again.',
  retrying,
  onRetry,
}: {
  title: string;
  description?: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <CircleAlert aria-hidden className="size-8 text-destructive" />
      <div className="flex flex-col gap-1">
        <h3 className="font-semibold">{title}</h3>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden />
        {retrying ? 'Retrying...' : 'Try again'}
      </Button>
    </Card>
  );
}
