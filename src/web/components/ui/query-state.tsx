// Loading, failed, empty or ready: the four states of a section that reads the server, drawn one way
// everywhere.
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#web/lib/utils.ts';
import { Card } from './card';
import { LoadError } from './load-error';
import { Spinner } from './spinner';

/** A friendly "nothing here yet": an icon, a title and what will appear here. */
export function EmptyState({
  icon: Icon,
  title,
  heading: Heading = 'h3',
  children,
}: {
  icon: LucideIcon;
  title: string;
  /** The title's level in its page's outline. */
  heading?: 'h2' | 'h3';
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Icon aria-hidden className="size-7" />
      </span>
      <Heading className="text-lg font-semibold">{title}</Heading>
      <p className="max-w-md text-sm text-muted-foreground text-pretty">{children}</p>
    </Card>
  );
}

export function QueryState<T>({
  query,
  loading,
  failed,
  empty,
  isEmpty,
  className,
  failure,
  keepData = false,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'data' | 'isError' | 'isFetching' | 'refetch'>;
  /** The spinner's words, e.g. "Loading feedback…". */
  loading: string;
  /** The failure's title, e.g. "Unable to load feedback". */
  failed: string;
  /** What shows when `isEmpty(data)`. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** Classes of the spinner's box (its height, a grid span). */
  className?: string;
  /** A failure drawn the section's own way (the specification words some of them). */
  failure?: ReactNode;
  /** A polled section keeps what it showed when one poll fails, rather than turning into an error. */
  keepData?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isError && !(keepData && query.data !== undefined)) {
    if (failure) return <>{failure}</>;
    return <LoadError title={failed} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  if (query.data !== undefined) {
    return <>{empty !== undefined && isEmpty?.(query.data) ? empty : children(query.data)}</>;
  }
  return (
    <div className={cn('flex justify-center py-16', className)}>
      <Spinner label={loading} />
    </div>
  );
}
