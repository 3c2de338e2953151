import { Spinner } from '../../../components/ui/spinner';

export function DashboardLoading() {
  return (
    <main className="flex min-h-dvh items-center justify-center text-muted-foreground">
      <Spinner className="size-8" label="Loading dashboard..." />
    </main>
  );
}
