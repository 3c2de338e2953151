import { CircleAlert } from 'lucide-react';

export function MembershipError() {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl border border-destructive/50 bg-card p-4">
      <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-destructive" />
      <p>Unable to load your team membership. Please try refreshing the page.</p>
    </div>
  );
}
