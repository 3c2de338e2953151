import { useEffect } from 'react';
import { Link } from 'react-router';
import { SiteHeader } from '#web/app/layout/site-header.tsx';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';

export function NotFoundRoute() {
  useEffect(() => {
    document.title = '404 Page Not Found';
  }, []);
  return (
    <div className="min-h-dvh">
      <SiteHeader />
      <main className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-24 text-center">
        <p className="text-6xl font-extrabold text-primary">404</p>
        <h1 className="text-2xl font-bold">404 Page Not Found</h1>
        <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
        <Button asChild>
          <Link to={paths.home.href()}>Go to the home page</Link>
        </Button>
      </main>
    </div>
  );
}
