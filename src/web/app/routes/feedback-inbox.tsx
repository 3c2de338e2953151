import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { sectionsFor } from '#web/app/dashboard/dashboard-sections.tsx';
import { DashboardShell } from '#web/app/dashboard/dashboard-shell.tsx';
import { ReplySettingsButton } from '#web/app/dashboard/reply-settings.tsx';
import { paths } from '#web/app/paths.ts';
import { useAccount } from '#web/app/use-account.ts';
import { PRODUCT_NAME } from '#web/components/brand/logo.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { NoBusiness } from '#web/features/dashboard/components/no-business.tsx';
import { SectionHeading } from '#web/features/dashboard/components/section-heading.tsx';
import { DraftButton } from '#web/features/drafts/components/draft-button.tsx';
import type { InboxParams } from '#web/features/feedback/api/get-feedback-inbox.ts';
import { FeedbackInbox } from '#web/features/feedback/components/feedback-inbox.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('dashboard');

// Shown only when the account could not be read: its code loads then, not with every screen.
const AccountLoadError = lazy(() =>
  import('#web/app/layout/account-load-error.tsx').then((m) => ({ default: m.AccountLoadError })),
);

/** The filters and page live in the URL, so reload and Back keep them. */
function readParams(search: URLSearchParams): InboxParams {
  const page = Number(search.get('page'));
  const rating = Number(search.get('rating'));
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    rating: [1, 2, 3].includes(rating) ? rating : undefined,
    unresolved: search.get('unresolved') === 'true' || undefined,
  };
}

export function FeedbackInboxRoute() {
  const { t } = useI18n();
  const account = useAccount();
  const { user, displayedBusiness, isOwner, locations } = account;
  const [search, setSearch] = useSearchParams();
  // The filters show the owner's choice at once; the address follows. A navigation in a data router
  // is asynchronous (lazy routes), so a box controlled by the address alone flicked back unticked.
  const [params, setParams] = useState(() => readParams(search));
  const searchKey = search.toString();
  // Back, Forward or a link changes the address: the filters follow it.
  useEffect(() => setParams(readParams(new URLSearchParams(searchKey))), [searchKey]);

  useEffect(() => {
    document.title = t('dashboard.documentTitle', {
      section: t('dashboard.inbox.title'),
      product: PRODUCT_NAME,
    });
  }, [t]);

  // Signed in, loaded, with a business unless its read failed: RequireAccount waited.
  if (!displayedBusiness && account.failedRead)
    return (
      <Suspense fallback={null}>
        <AccountLoadError account={account} />
      </Suspense>
    );
  if (!user || !displayedBusiness) return <NoBusiness setupHref={paths.setup.href()} />;

  return (
    <DashboardShell
      user={user}
      businessName={displayedBusiness.name}
      businessId={displayedBusiness.id}
      locations={isOwner ? locations : []}
      sections={sectionsFor(isOwner, locations.length)}
      active="reviews"
    >
      <SectionHeading title={t('dashboard.inbox.title')} description={t('dashboard.inbox.description')}>
        <div className="flex flex-wrap items-center gap-2">
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.dashboard.href('reviews')}>
              <ArrowLeft aria-hidden className="rtl:rotate-180" />
              {t('dashboard.inbox.back')}
            </Link>
          </Button>
          {isOwner ? (
            <ReplySettingsButton
              businessId={displayedBusiness.id}
              signOffName={user.firstName || displayedBusiness.name}
            />
          ) : null}
        </div>
      </SectionHeading>
      <FeedbackInbox
        businessId={displayedBusiness.id}
        businessName={displayedBusiness.name}
        isOwner={isOwner}
        draftSlot={(p) => <DraftButton businessId={displayedBusiness.id} kind="feedback" {...p} />}
        params={params}
        onParamsChange={(next) => {
          const q = new URLSearchParams();
          if (next.page > 1) q.set('page', String(next.page));
          if (next.rating) q.set('rating', String(next.rating));
          if (next.unresolved) q.set('unresolved', 'true');
          setParams(next);
          setSearch(q);
        }}
      />
    </DashboardShell>
  );
}
