import { CaseSensitive, Home, KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

/** The specification's three points: where codes come from, what they look like, the way back. */
export function JoinHelpCard({ homeHref }: { homeHref: string }) {
  return (
    <Card className="bg-muted/40">
      <CardHeader>
        <CardTitle className="text-base">Where do I find a code?</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3 text-sm">
          <li className="flex gap-3">
            <KeyRound aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>Ask the business owner to generate a code in the Team section of their dashboard.</span>
          </li>
          <li className="flex gap-3">
            <CaseSensitive aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>
              Codes are 6 characters and case-sensitive. Letters are capitalised for you as you type.
            </span>
          </li>
          <li className="flex gap-3">
            <Home aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>
              Want to create your own business instead?{' '}
              <Link to={homeHref} className="font-medium text-primary underline underline-offset-4">
                Go back home
              </Link>
            </span>
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
