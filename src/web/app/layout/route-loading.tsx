import { Spinner } from '#web/components/ui/spinner.tsx';

/** A whole screen waiting for its data: one centred spinner with the specification's 'Loading...'. */
export function RouteLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
