import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { cn, initials } from '#web/lib/utils.ts';

type Person = {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  profileImageUrl?: string | null;
};

/** The profile image, with initials as the fallback (first + last name, else e-mail, else U). */
export function UserAvatar({ user, className }: { user: Person; className?: string }) {
  return (
    <AvatarPrimitive.Root
      className={cn('relative flex size-9 shrink-0 overflow-hidden rounded-full', className)}
    >
      {user.profileImageUrl ? (
        <AvatarPrimitive.Image
          className="aspect-square size-full object-cover"
          src={user.profileImageUrl}
          alt=""
          referrerPolicy="no-referrer"
        />
      ) : null}
      <AvatarPrimitive.Fallback
        delayMs={user.profileImageUrl ? 400 : 0}
        className="flex size-full items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
      >
        {initials(user)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
