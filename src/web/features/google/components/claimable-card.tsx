import { Flag } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useClaimPlace } from '#web/features/google/api/claim-place.ts';
import { useClaimable } from '#web/features/google/api/get-claimable.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { saveWithToast } from '#web/lib/save-with-toast.ts';

await loadMessages('google');

/**
 * Places the owner's Google account manages as a verified owner that someone else registered on
 * ReviewTap without verification: a verified owner always gets their place.
 */
export function ClaimableCard() {
  const claimable = useClaimable(true);
  const claim = useClaimPlace();
  const { t } = useI18n();
  if (!claimable.data?.length) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Flag aria-hidden className="size-5" />
          {t('google.claim.title')}
        </CardTitle>
        <CardDescription>{t('google.claim.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y" aria-label={t('google.claim.listLabel')}>
          {claimable.data.map((p) => (
            <li key={p.placeId} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span className="font-medium">{p.title}</span>
              <Button
                size="sm"
                onClick={() =>
                  claim.mutate(
                    p.placeId,
                    saveWithToast(
                      {
                        title: t('google.claim.done', { place: p.title }),
                        description: t('google.claim.doneText'),
                      },
                      { fallback: t('google.claim.failed') },
                    ),
                  )
                }
                disabled={claim.isPending}
              >
                {t('google.claim.button', { place: p.title })}
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
