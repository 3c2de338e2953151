import type { LucideIcon } from 'lucide-react';
import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import type { User } from '#shared/schemas/auth.ts';
import { UserAvatar } from '#web/components/ui/avatar.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx';
import { useLogout } from '#web/features/auth/hooks/use-logout.ts';
import { fullName } from '#web/lib/utils.ts';

export type AccountMenuProps = {
  user: User;
  /** 'Welcome, {first name}!': beside the button on larger screens, here on a phone. */
  greeting: string;
  target: { to: string; label: string; Icon: LucideIcon };
};

/** The avatar menu itself; AccountMenu loads it on the first press, already open. */
export function AccountMenuDropdown({ user, greeting, target }: AccountMenuProps) {
  const onLogout = useLogout();
  const name = user.firstName || user.lastName ? fullName(user) : null;
  // Non-modal: a modal menu hides the whole page with aria-hidden while focus sits in the menu.
  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          className="rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          aria-label="Account menu"
        >
          <UserAvatar user={user} />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="font-normal text-muted-foreground sm:hidden">
          {greeting}
        </DropdownMenuLabel>
        <DropdownMenuLabel className="max-w-72">
          {/* Without a name, fullName() falls back to the e-mail: show it once, not twice. */}
          {name ? <p className="truncate font-semibold">{name}</p> : null}
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild className="sm:hidden">
          <Link to={target.to}>
            <target.Icon />
            {target.label}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void onLogout()}>
          <LogOut />
          Log Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
