import { SiteHeader } from '../layout/site-header';

export function LandingRoute() {
  return (
    <div className="min-h-dvh">
      <SiteHeader />
      <main className="mx-auto max-w-6xl px-4 py-16">
        <h1 className="text-4xl font-bold">Get more Google reviews using just your phone</h1>
      </main>
    </div>
  );
}
