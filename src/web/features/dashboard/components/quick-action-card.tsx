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
}: {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
  emphasis?: boolean;
}) {
  return (
    <Link
      to={to}
      className={cn(
        'group flex items-center gap-3 rounded-xl border p-4 transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        emphasis ? 'border-primary/40 bg-primary/5 hover:bg-primary/10' : 'bg-card hover:bg-accent/50',
      )}
    >
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-lg',
          emphasis ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
        )}
      >
        <Icon aria-hidden className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-muted-foreground">{description}</span>
      </span>
      <ChevronRight
        aria-hidden
        className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5 rtl:rotate-180 rtl:group-hover:-translate-x-0.5"
      />
    </Link>
  );
}
