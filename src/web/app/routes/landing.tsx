import { lazy, memo, type ReactNode, Suspense, useCallback, useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { SiteHeader } from '#web/app/layout/site-header.tsx';
import { paths } from '#web/app/paths.ts';
import { useAccount, useSignIn } from '#web/app/use-account.ts';
import { PRODUCT_NAME } from '#web/components/brand/logo.tsx';
import { OperatorContact } from '#web/components/operator-contact.tsx';
import { AboutSection } from '#web/features/landing/components/about-section.tsx';
import { AccountChoice } from '#web/features/landing/components/account-choice.tsx';
import { BenefitsSection } from '#web/features/landing/components/benefits-section.tsx';
import { FaqSection } from '#web/features/landing/components/faq-section.tsx';
import { FinalCtaSection } from '#web/features/landing/components/final-cta-section.tsx';
import { HeroSection } from '#web/features/landing/components/hero-section.tsx';
import { HowItWorksSection } from '#web/features/landing/components/how-it-works-section.tsx';
import { LandingFooter } from '#web/features/landing/components/landing-footer.tsx';
import { PricingSection } from '#web/features/landing/components/pricing-section.tsx';
import { useMeta } from '#web/features/meta/api/get-meta.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('landing');

// Shown only when the account could not be read: its code loads then, not with every screen.
const AccountLoadError = lazy(() =>
  import('#web/app/layout/account-load-error.tsx').then((m) => ({ default: m.AccountLoadError })),
);

/**
 * A Suspense boundary around each part of the prerendered page lets React hydrate it part by part,
 * yielding to the browser in between, rather than in one long task on a slow phone.
 */
function Part({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** The operator's contact, read on its own: its answer re-renders this line, not the whole page. */
function LandingContact() {
  const meta = useMeta();
  const { t } = useI18n();
  if (!meta.data) return <>{t('landing.about.contactFallback')}</>;
  return (
    <>
      <OperatorContact operator={meta.data.legal} />
      {meta.data.legal.entity ? ` (${meta.data.legal.entity})` : null}
    </>
  );
}
const contact = <LandingContact />;

/**
 * What a signed-out visitor sees. Memoised with a stable callback: when the account or anything else
 * answers during hydration, the parts not yet hydrated receive no new props, so React never has to
 * hydrate them at once in one long task (it had doubled the page's blocking time).
 */
const SignedOutSections = memo(function SignedOutSections({ onStartTrial }: { onStartTrial: () => void }) {
  return (
    <>
      <Part>
        <HeroSection onStartTrial={onStartTrial} />
      </Part>
      <Part>
        <BenefitsSection />
      </Part>
      <Part>
        <HowItWorksSection />
      </Part>
      <Part>
        <PricingSection onStartTrial={onStartTrial} />
      </Part>
      <Part>
        <FaqSection />
      </Part>
      <Part>
        <AboutSection contact={contact} />
      </Part>
      <Part>
        <FinalCtaSection onStartTrial={onStartTrial} />
      </Part>
    </>
  );
});

/**
 * The landing page arrives prerendered (src/web/prerender): while the account loads it shows what
 * a visitor sees, so the first HTML carries the whole page and hydration changes nothing. The
 * signed-in parts (the choice, the redirect) follow once the account is known
 * (docs/decisions/0031-prerendered-landing.md).
 */
export function LandingRoute() {
  const account = useAccount();
  const { user, isLoading, hasBusiness } = account;
  const signIn = useSignIn();
  const signInRef = useRef(signIn);
  signInRef.current = signIn;
  const startTrial = useCallback(() => signInRef.current(), []);

  const { t, locale } = useI18n();
  useEffect(() => {
    document.title = t('landing.title', { product: PRODUCT_NAME });
  }, [t]);
  if (!isLoading && user && hasBusiness) return <Navigate to={paths.dashboard.href()} replace />;
  // Signed in, the choice that follows is an account screen: in the account's language (saved, else
  // the browser's), on that language's page.
  if (!isLoading && user && user.locale !== locale)
    return <Navigate to={paths.landing.href(user.locale)} replace />;
  const signedIn = !isLoading && user;

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader whileLoading="signed-out" />
      <main className="flex flex-1 flex-col">
        {signedIn && account.failedRead ? (
          // A read that failed is not "no business": no offer to create one or join a team.
          <Suspense fallback={null}>
            <AccountLoadError account={account} />
          </Suspense>
        ) : signedIn ? (
          <AccountChoice
            firstName={signedIn.firstName}
            setupHref={paths.setup.href()}
            joinHref={paths.join.href()}
          />
        ) : (
          <SignedOutSections onStartTrial={startTrial} />
        )}
      </main>
      <Part>
        <LandingFooter compact={Boolean(signedIn)} />
      </Part>
    </div>
  );
}
