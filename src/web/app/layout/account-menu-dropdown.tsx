import type { LucideIcon } from 'lucide-react';
import { Languages, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { isLocale, LOCALE_NAMES, LOCALES } from '#shared/lib/i18n/locales.ts';
import type { User } from '#shared/schemas/auth.ts';
import { UserAvatar } from '#web/components/ui/avatar.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx';
import { useLogout } from '#web/features/auth/hooks/use-logout.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { fullName } from '#web/lib/utils.ts';
import { useChooseLocale } from './use-choose-locale';

await loadMessages('shell');

export type AccountMenuProps = {
  user: User;
  /** 'Welcome, {first name}!': beside the button on larger screens, here on a phone. */
  greeting: string;
  target: { to: string; label: string; Icon: LucideIcon };
};

/** The avatar menu itself; AccountMenu loads it on the first press, already open. */
export function AccountMenuDropdown({ user, greeting, target }: AccountMenuProps) {
  const onLogout = useLogout();
  const { t, locale } = useI18n();
  const choose = useChooseLocale();
  const name = user.firstName || user.lastName ? fullName(user) : null;
  // Non-modal: a modal menu hides the whole page with aria-hidden while focus sits in the menu.
  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          className="rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          aria-label={t('shell.accountMenu')}
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
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>
            <Languages aria-hidden />
            {t('shell.language')}
            <span className="ms-auto text-xs text-muted-foreground">
              {isLocale(locale) ? LOCALE_NAMES[locale] : ''}
            </span>
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <DropdownMenuRadioGroup
              value={locale}
              onValueChange={(value) => {
                if (isLocale(value)) choose(value);
              }}
            >
              {LOCALES.map((l) => (
                <DropdownMenuRadioItem key={l} value={l} lang={l}>
                  {LOCALE_NAMES[l]}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuItem onSelect={() => void onLogout()}>
          <LogOut />
          {t('shell.logOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
