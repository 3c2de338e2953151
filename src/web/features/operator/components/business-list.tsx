import { Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Input, Label } from '#web/components/ui/input.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { type BusinessSort, useOperatorBusinesses } from '#web/features/operator/api/get-businesses.ts';
import { SORT } from '#web/features/operator/lib/words.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { BusinessFacts } from './business-row';

await loadMessages('operator');

const SORTS: BusinessSort[] = ['newest', 'most_mail', 'worst_health', 'trial_ending'];

/** Every business: a search over names, e-mails and ids, four orders, and more on request. */
export function BusinessList({ hrefOf }: { hrefOf: (id: string) => string }) {
  const { t } = useI18n();
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<BusinessSort>('newest');
  const search = useDeferredValue(q);
  const list = useOperatorBusinesses(search, sort);
  const rows = list.data?.pages.flatMap((p) => p.businesses) ?? [];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <Label htmlFor="operator-search">{t('operator.search.label')}</Label>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="operator-search"
              type="search"
              className="ps-9"
              value={q}
              placeholder={t('operator.search.placeholder')}
              onChange={(e) => setQ(e.target.value)}
            />
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="operator-sort">{t('operator.sort.label')}</Label>
          <select
            id="operator-sort"
            className="h-11 rounded-md border border-input bg-background px-3 text-base sm:text-sm"
            value={sort}
            onChange={(e) => setSort(e.target.value as BusinessSort)}
          >
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(SORT[s])}
              </option>
            ))}
          </select>
        </div>
      </div>
      {list.isError && rows.length === 0 ? (
        <LoadError
          title={t('operator.list.failed')}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : list.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('operator.list.loading')} />
        </div>
      ) : rows.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground">{t('operator.list.empty')}</p>
      ) : (
        <ul aria-label={t('operator.nav.businesses')} className="flex flex-col gap-3">
          {rows.map((b) => (
            <li key={b.id}>
              <Card className="flex flex-col gap-2 p-4">
                <Link
                  to={hrefOf(b.id)}
                  className="self-start text-base font-semibold text-primary underline-offset-4 hover:underline"
                >
                  {b.name}
                </Link>
                <BusinessFacts business={b} />
              </Card>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <Button
          variant="outline"
          className="self-center"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('operator.list.more')}
        </Button>
      ) : null}
    </div>
  );
}
