import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { PRODUCT_NAME } from '../../components/brand/logo';
import { Spinner } from '../../components/ui/spinner';
import { AccountChoice } from '../../features/landing/components/account-choice';
import { BenefitsSection } from '../../features/landing/components/benefits-section';
import { FaqSection } from '../../features/landing/components/faq-section';
import { FinalCtaSection } from '../../features/landing/components/final-cta-section';
import { HeroSection } from '../../features/landing/components/hero-section';
import { HowItWorksSection } from '../../features/landing/components/how-it-works-section';
import { LandingFooter } from '../../features/landing/components/landing-footer';
import { PricingSection } from '../../features/landing/components/pricing-section';
import { SiteHeader } from '../layout/site-header';
import { paths } from '../paths';
import { useAccount, useSignIn } from '../use-account';

export function LandingRoute() {
  const { user, isLoading, hasBusiness } = useAccount();
  const signIn = useSignIn();

  useEffect(() => {
    document.title = `${PRODUCT_NAME} – more Google reviews, phone to phone`;
  }, []);

  if (!isLoading && user && hasBusiness) return <Navigate to={paths.dashboard.href()} replace />;

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="flex flex-1 flex-col">
        {isLoading ? (
          <div className="flex flex-1 items-center justify-center py-24 text-muted-foreground">
            <Spinner className="size-8" label="Loading..." />
          </div>
        ) : user ? (
          <AccountChoice
            firstName={user.firstName}
            setupHref={paths.setup.href()}
            joinHref={paths.join.href()}
          />
        ) : (
          <>
            <HeroSection onStartTrial={signIn} />
            <BenefitsSection />
            <HowItWorksSection />
            <PricingSection onStartTrial={signIn} />
            <FaqSection />
            <FinalCtaSection onStartTrial={signIn} />
          </>
        )}
      </main>
      {isLoading ? null : <LandingFooter compact={Boolean(user)} />}
    </div>
  );
}
