import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';

export function NoBusiness({ setupHref }: { setupHref: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Building2 aria-hidden className="size-6" />
          </span>
          <h1 className="text-lg font-semibold">No Business Found</h1>
          <CardDescription>Please complete your business setup first.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to={setupHref}>Set Up Business</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
