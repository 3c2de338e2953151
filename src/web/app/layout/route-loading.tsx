import { Spinner } from '../../components/ui/spinner';

export function RouteLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label="Loading..." />
    </div>
  );
}
