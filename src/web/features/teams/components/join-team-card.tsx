import { ArrowRight, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

/** For someone who is neither the owner nor a member of the business shown. */
export function JoinTeamCard({ joinHref }: { joinHref: string }) {
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <span className="mb-1 flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Users aria-hidden className="size-6" />
        </span>
        <CardTitle>Join a team</CardTitle>
        <CardDescription>
          Have a business code from an owner? Enter it to join their team and show their review QR codes.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={joinHref}>
            Enter a code
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
