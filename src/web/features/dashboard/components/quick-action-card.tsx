import type { LucideIcon } from 'lucide-react';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '#web/lib/utils.ts';

/** A large tappable link with an icon, a title and one line of description. */
export function QuickActionCard({
  to,
  title,
  description,
  icon: Icon,
  emphasis,
  compact,
}: {
  to: string;
  title: string;
  description?: string;
  icon: LucideIcon;
  emphasis?: boolean;
  /** Two to a row: a smaller card with its title only. */
  compact?: boolean;
}) {
  return (
    <Link
      to={to}
      className={cn(
        'group flex items-center gap-3 rounded-xl border transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        compact ? 'min-h-12 p-3 text-sm' : 'p-4',
        emphasis ? 'border-primary/40 bg-primary/5 hover:bg-primary/10' : 'bg-card hover:bg-accent/50',
      )}
    >
      <span
        className={cn(
          'flex shrink-0 items-center justify-center rounded-lg',
          compact ? 'size-8' : 'size-10',
          emphasis ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
        )}
      >
        <Icon aria-hidden className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold">{title}</span>
        {description ? <span className="text-sm text-muted-foreground">{description}</span> : null}
      </span>
      {compact ? null : (
        <ChevronRight
          aria-hidden
          className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5 rtl:rotate-180 rtl:group-hover:-translate-x-0.5"
        />
      )}
    </Link>
  );
}
