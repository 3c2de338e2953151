import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { PlaceResult } from '#shared/schemas/places.ts';
import { SiteHeader } from '#web/app/layout/site-header.tsx';
import { paths } from '#web/app/paths.ts';
import { useAccount, useRefreshAccount } from '#web/app/use-account.ts';
import { createSubscription } from '#web/features/billing/api/change-subscription.ts';
import { useRegisterBusiness } from '#web/features/businesses/api/register-business.ts';
import { ConfirmBusiness } from '#web/features/businesses/components/confirm-business.tsx';
import { SetupSteps } from '#web/features/businesses/components/setup-steps.tsx';
import {
  anotherLocationPrice,
  registrationTerms,
} from '#web/features/businesses/lib/another-location-price.ts';
import { useMeta } from '#web/features/meta/api/get-meta.ts';
import { PlaceSearch } from '#web/features/places/components/place-search.tsx';
import { PlaceSummary } from '#web/features/places/components/place-summary.tsx';
import { i18nNow, loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { messageOf } from '#web/lib/api-client.ts';
import { rememberLocation } from '#web/lib/chosen-location.ts';
import { toast } from '#web/lib/toast-store.ts';

await loadMessages('setup');

/** The specification's pause between the success message and the dashboard. */
const REDIRECT_DELAY_MS = 1500;

export function SetupRoute() {
  const i18n = useI18n();
  const { t } = i18n;
  const account = useAccount();
  const [search] = useSearchParams();
  // An owner adding another location; anyone else with a business goes to the dashboard.
  const adding = search.get('add') === '1' && account.isOwner;
  const pricing = anotherLocationPrice(account.locations[0], adding, i18n);
  const refreshAccount = useRefreshAccount();
  const navigate = useNavigate();
  const meta = useMeta();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<PlaceResult | null>(null);
  const [registered, setRegistered] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = t('setup.title');
  }, [t]);

  const register = useRegisterBusiness({
    onSuccess: (business) => {
      setRegistered(true);
      rememberLocation(business.id);
      // A location with no trial of its own goes to checkout at once, at the price shown before.
      if (adding && new Date(business.trialEndsAt) <= new Date()) {
        void createSubscription(business.id)
          .then(({ checkoutUrl }) => window.location.assign(checkoutUrl))
          .catch(() => navigate(paths.dashboard.href('billing', business.id)));
        return;
      }
      toast({
        title: i18nNow().t('setup.registered.title'),
        description: i18nNow().t('setup.registered.text'),
        variant: 'success',
      });
      // The dashboard should open on fresh data, and no sooner than the promised pause.
      const pause = new Promise((resolve) => setTimeout(resolve, REDIRECT_DELAY_MS));
      void Promise.all([refreshAccount(), pause]).then(() =>
        navigate(paths.dashboard.href(undefined, adding ? business.id : undefined)),
      );
    },
    onError: (error) =>
      toast({
        title: i18nNow().t('setup.register.failedTitle'),
        description: messageOf(error, i18nNow().t('setup.register.failed')),
        variant: 'destructive',
      }),
  });

  // Signed in and loaded: RequireAccount (src/web/app/layout/require-account.tsx) waited.
  // After a successful registration the account refresh shows a business; the timed redirect wins.
  if (account.hasBusiness && !registered && !adding) return <Navigate to={paths.dashboard.href()} replace />;

  // Moving between steps replaces the content under the focus; put it back at the top of the page.
  const goTo = (place: PlaceResult | null) => {
    setSelected(place);
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  const backToSearch = () => goTo(null);

  return (
    <div className="min-h-dvh">
      <SiteHeader />
      <main className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <div className="flex flex-col gap-2">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight outline-none sm:text-3xl"
          >
            {adding ? t('setup.addLocation') : t('setup.title')}
          </h1>
          <p className="text-muted-foreground">
            {adding ? t('setup.intro.adding', { pricing }) : t('setup.intro')}
          </p>
        </div>
        <SetupSteps current={selected ? 'Confirm' : 'Search'} />
        {selected ? (
          <ConfirmBusiness
            terms={registrationTerms(account.locations[0], adding, i18n)}
            place={<PlaceSummary place={selected} />}
            onChange={backToSearch}
            onBack={backToSearch}
            onRegister={() =>
              register.mutate({
                name: selected.name,
                address: selected.address,
                placeId: selected.placeId,
                ...(adding ? { addLocation: true } : {}),
              })
            }
            pending={register.isPending}
            registered={registered}
          />
        ) : (
          <PlaceSearch
            query={query}
            onQueryChange={setQuery}
            onSelect={goTo}
            source={meta.data ? (meta.data.demo.places ? 'demo' : 'google') : undefined}
          />
        )}
      </main>
    </div>
  );
}
