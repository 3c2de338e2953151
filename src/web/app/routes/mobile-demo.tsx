import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { MobileDemoView } from '../../features/qr/components/mobile-demo-view';
import { paths } from '../paths';
import { useAccount } from '../use-account';

export function MobileDemoRoute() {
  const navigate = useNavigate();
  const { hasBusiness } = useAccount();

  useEffect(() => {
    document.title = 'Demo phone display';
  }, []);

  return <MobileDemoView onBack={() => navigate(hasBusiness ? paths.dashboard.href() : paths.home.href())} />;
}
