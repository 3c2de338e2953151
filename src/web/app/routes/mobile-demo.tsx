import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { useAccount } from '#web/app/use-account.ts';
import { MobileDemoView } from '#web/features/qr/components/mobile-demo-view.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('qr');

export function MobileDemoRoute() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { hasBusiness } = useAccount();

  useEffect(() => {
    document.title = t('qr.demo.title');
  }, [t]);

  return <MobileDemoView onBack={() => navigate(hasBusiness ? paths.dashboard.href() : paths.home.href())} />;
}
