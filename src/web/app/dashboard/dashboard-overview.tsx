import { HOME_QR_SIZE } from '#shared/lib/home.ts';
import { isLocale, type Locale } from '#shared/lib/i18n/locales.ts';
import { paths } from '#web/app/paths.ts';
import { Card } from '#web/components/ui/card.tsx';
import { useToday } from '#web/features/analytics/api/get-today.ts';
import { usePublicBusiness } from '#web/features/businesses/api/get-public-business.ts';
import { HomeQrCard } from '#web/features/dashboard/components/home-qr-card.tsx';
import { TodayPanel } from '#web/features/dashboard/components/today-panel.tsx';
import { LiveRating } from '#web/features/google/components/live-rating.tsx';
import { InviteByEmail } from '#web/features/invitations/components/invite-by-email.tsx';
import { SendingPaused } from '#web/features/invitations/components/sending-paused.tsx';
import { SendLinkButton } from '#web/features/links/components/send-link-button.tsx';
import { useMeta } from '#web/features/meta/api/get-meta.ts';
import { OperatorNotices } from '#web/features/operator/components/operator-notices.tsx';
import { useStaffLink } from '#web/features/qr/api/get-staff-link.ts';
import { QrCode } from '#web/features/qr/components/qr-code.tsx';
import { ratingLink } from '#web/features/qr/lib/template.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { useOffline } from '#web/lib/use-online.ts';
import type { DashboardSectionProps } from './dashboard-section';

await loadMessages('dashboard');

/**
 * The home, what the installed app opens on: the QR ready for a customer, then today so far. Works
 * from what the phone kept when there is no signal.
 */
export function OverviewSection({ businessId, businessName, isOwner, ownedBusiness }: DashboardSectionProps) {
  const { t, locale } = useI18n();
  const meta = useMeta();
  const staffLink = useStaffLink(businessId);
  const today = useToday(businessId);
  const offline = useOffline();
  // A member has no owner view of the business; the public one has the address.
  const publicBusiness = usePublicBusiness(ownedBusiness ? undefined : businessId);
  const details = ownedBusiness ?? publicBusiness.data ?? null;
  // The code on screen is the signed-in person's own (it credits them); the shop's link stands in
  // only when theirs cannot be had. Until then nothing is drawn, so a customer never scans a code
  // that is about to change.
  const shopLink = meta.data ? ratingLink(meta.data.publicUrl, businessId) : null;
  const value = staffLink.data?.url ?? (staffLink.isPending && !offline ? null : shopLink);
  // An invitation speaks the location's fixed customer language, else the owner's own.
  const fixed = ownedBusiness?.customerLanguage;
  const customerLanguage: Locale = isLocale(fixed) ? fixed : isLocale(locale) ? locale : 'en';

  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] md:items-start">
      <div className="flex flex-col gap-3">
        <HomeQrCard
          name={businessName}
          address={details?.address ?? null}
          verified={Boolean(ownedBusiness?.placeVerifiedAt)}
          qr={
            value ? (
              <QrCode
                value={value}
                size={HOME_QR_SIZE}
                label={t('dashboard.home.qrLabel', { name: businessName })}
              />
            ) : null
          }
          fullscreenHref={paths.qrFullscreen.href()}
          beside={
            // A phone's place for it; a desktop has it in the bar at the bottom.
            offline ? null : (
              <SendLinkButton
                className="md:hidden"
                businessId={businessId}
                businessName={businessName}
                personalLink={staffLink.data?.url}
                invite={(language) => <InviteByEmail businessId={businessId} language={language} />}
              />
            )
          }
        />
        {offline ? null : <OperatorNotices businessId={businessId} operator={meta.data?.legal} />}
        {offline ? null : (
          <Card className="flex flex-col gap-3 p-4">
            <SendingPaused businessId={businessId} operator={meta.data?.legal} />
            <InviteByEmail businessId={businessId} language={customerLanguage} pickLanguage />
          </Card>
        )}
      </div>
      <div className="flex flex-col gap-4">
        <TodayPanel
          today={today.data}
          failed={today.isError}
          refreshing={today.isFetching}
          offline={offline}
          onRetry={() => void today.refetch()}
          canConnectGoogle={isOwner}
          links={{
            reviews: paths.dashboard.href('reviews'),
            feedback: paths.dashboard.href('reviews'),
            connect: paths.dashboard.href('google'),
          }}
        />
        {offline ? null : (
          <LiveRating
            businessId={businessId}
            connectHref={isOwner ? paths.dashboard.href('google') : undefined}
          />
        )}
      </div>
    </div>
  );
}
