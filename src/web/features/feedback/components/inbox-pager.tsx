import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import type { InboxParams } from '#web/features/feedback/api/get-feedback-inbox.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('feedback');

/** Newer and older pages of the inbox, shown when there is more than one. */
export function InboxPager({
  pageCount,
  params,
  onParamsChange,
}: {
  pageCount: number;
  params: InboxParams;
  onParamsChange: (next: InboxParams) => void;
}) {
  const { t } = useI18n();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('feedback.pages')} className="flex items-center justify-between gap-2">
      <Button
        variant="outline"
        disabled={params.page <= 1}
        onClick={() => onParamsChange({ ...params, page: params.page - 1 })}
      >
        <ChevronLeft aria-hidden className="rtl:rotate-180" />
        {t('feedback.newer')}
      </Button>
      <span className="text-sm text-muted-foreground">
        {t('feedback.page', { page: params.page, pages: pageCount })}
      </span>
      <Button
        variant="outline"
        disabled={params.page >= pageCount}
        onClick={() => onParamsChange({ ...params, page: params.page + 1 })}
      >
        {t('feedback.older')}
        <ChevronRight aria-hidden className="rtl:rotate-180" />
      </Button>
    </nav>
  );
}
