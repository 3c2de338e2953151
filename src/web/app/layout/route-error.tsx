import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';

export function RouteError() {
  const error = useRouteError();
  // A new deployment replaces hashed chunks; a reload fetches the new ones.
  const stale =
    error instanceof TypeError && /dynamically imported module|Importing a module/.test(error.message);
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{stale ? 'A new version is available' : 'Something went wrong'}</h1>
      <p className="text-muted-foreground">
        {isRouteErrorResponse(error)
          ? error.statusText
          : 'Please reload the page. If it keeps happening, try again later.'}
      </p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </main>
  );
}
