import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { useAccount } from '#web/app/use-account.ts';
import { MobileDemoView } from '#web/features/qr/components/mobile-demo-view.tsx';

export function MobileDemoRoute() {
  const navigate = useNavigate();
  const { hasBusiness } = useAccount();

  useEffect(() => {
    document.title = 'Demo phone display';
  }, []);

  return <MobileDemoView onBack={() => navigate(hasBusiness ? paths.dashboard.href() : paths.home.href())} />;
}
