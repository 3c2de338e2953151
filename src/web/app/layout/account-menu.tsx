import { lazy, Suspense, useState } from 'react';
import { UserAvatar } from '#web/components/ui/avatar.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import type { AccountMenuProps } from './account-menu-dropdown';

await loadMessages('shell');

// The menu's code (positioning, focus, dismissal: about 20 KB) loads on the first press of the
// avatar, or when a pointer or focus comes near it, not with every screen that shows the header.
const load = () => import('./account-menu-dropdown');
const Dropdown = lazy(() => load().then((m) => ({ default: m.AccountMenuDropdown })));

/** The avatar menu of the shared header: full name, e-mail, Dashboard or Join Team on a phone, Log Out. */
export function AccountMenu(props: AccountMenuProps) {
  const { t } = useI18n();
  const [wanted, setWanted] = useState(false);
  const button = (
    <button
      type="button"
      className="rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      aria-label={t('shell.accountMenu')}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onClick={() => setWanted(true)}
    >
      <UserAvatar user={props.user} />
    </button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <Dropdown {...props} />
    </Suspense>
  );
}
