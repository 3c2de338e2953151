import { QrCode } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';

/** Always within thumb's reach: the one thing an owner does with a customer in front of them. */
export function ShowToCustomersBar({ to }: { to: string }) {
  return (
    <div className="sticky bottom-0 z-20 border-t bg-background/95 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <Button asChild size="lg" className="w-full sm:mx-auto sm:flex sm:max-w-md">
        <Link to={to}>
          <QrCode aria-hidden />
          Show To Customers
        </Link>
      </Button>
    </div>
  );
}
