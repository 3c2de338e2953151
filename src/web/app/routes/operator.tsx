import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { OPERATOR_ACTIONS, type OperatorAction } from '#shared/lib/operator.ts';
import { SiteHeader } from '#web/app/layout/site-header.tsx';
import { paths } from '#web/app/paths.ts';
import { useAccount } from '#web/app/use-account.ts';
import { PRODUCT_NAME } from '#web/components/brand/logo.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Label } from '#web/components/ui/input.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useGoogleSignIn } from '#web/features/auth/hooks/use-google-sign-in.ts';
import { useOperatorLog } from '#web/features/operator/api/get-log.ts';
import { useOperatorMe } from '#web/features/operator/api/get-operator-me.ts';
import { BusinessDetail } from '#web/features/operator/components/business-detail.tsx';
import { BusinessList } from '#web/features/operator/components/business-list.tsx';
import { LogEntries } from '#web/features/operator/components/log-entries.tsx';
import { MailPanel } from '#web/features/operator/components/mail-panel.tsx';
import { OverviewPanel } from '#web/features/operator/components/overview-panel.tsx';
import { ACT, TAB } from '#web/features/operator/lib/words.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { cn } from '#web/lib/utils.ts';

await loadMessages('operator');

const TABS = ['businesses', 'overview', 'mail', 'log'] as const;
type Tab = (typeof TABS)[number];

/** The operator's console: its own chunk, loaded only by the accounts that open /operator. */
export function OperatorRoute() {
  const { t } = useI18n();
  const { user } = useAccount();
  const me = useOperatorMe();
  const client = useQueryClient();
  const { id } = useParams();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = TABS.find((x) => x === search.get('tab')) ?? 'businesses';
  // A fresh sign-in in the popup renews the session the actions need.
  const reauth = useGoogleSignIn({ onDone: () => client.invalidateQueries() });

  useEffect(() => {
    document.title = `${t('operator.title')} · ${PRODUCT_NAME}`;
  }, [t]);

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6 sm:px-6">
        <h1 className="text-2xl font-bold">{t('operator.title')}</h1>
        <QueryState query={me} loading={t('operator.list.loading')} failed={t('operator.list.failed')}>
          {(m) =>
            !m.operator ? (
              <Card className="flex flex-col gap-2 p-6">
                <h2 className="text-lg font-semibold">{t('operator.notOperator.title')}</h2>
                <p className="text-muted-foreground">
                  {t('operator.notOperator.body', { email: user?.email ?? '' })}
                </p>
              </Card>
            ) : id ? (
              <BusinessDetail
                id={id}
                backHref={paths.operator.href()}
                hrefOf={paths.operatorBusiness.href}
                onReauth={reauth}
              />
            ) : (
              <>
                <nav aria-label={t('operator.title')} className="flex gap-1 overflow-x-auto border-b">
                  {TABS.map((x) => (
                    <Link
                      key={x}
                      to={paths.operator.href(x)}
                      aria-current={x === tab ? 'page' : undefined}
                      className={cn(
                        '-mb-px whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium',
                        x === tab
                          ? 'border-primary text-foreground'
                          : 'border-transparent text-muted-foreground hover:text-foreground',
                      )}
                      onClick={() => setSearch(x === 'businesses' ? {} : { tab: x })}
                    >
                      {t(TAB[x])}
                    </Link>
                  ))}
                </nav>
                {tab === 'businesses' ? <BusinessList hrefOf={paths.operatorBusiness.href} /> : null}
                {tab === 'overview' ? <OverviewPanel onReauth={reauth} /> : null}
                {tab === 'mail' ? <MailPanel hrefOf={paths.operatorBusiness.href} onReauth={reauth} /> : null}
                {tab === 'log' ? <LogTab /> : null}
              </>
            )
          }
        </QueryState>
      </main>
    </div>
  );
}

function LogTab() {
  const { t } = useI18n();
  const [action, setAction] = useState<OperatorAction | ''>('');
  const log = useOperatorLog(action);
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex flex-col gap-1.5 sm:w-72">
        <Label htmlFor="operator-log-action">{t('operator.log.filter')}</Label>
        <select
          id="operator-log-action"
          className="h-11 rounded-md border border-input bg-background px-3 text-base sm:text-sm"
          value={action}
          onChange={(e) => setAction(e.target.value as OperatorAction | '')}
        >
          <option value="">{t('operator.log.all')}</option>
          {OPERATOR_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {t(ACT[a])}
            </option>
          ))}
        </select>
      </div>
      <QueryState query={log} loading={t('operator.log.loading')} failed={t('operator.log.failed')}>
        {(entries) => <LogEntries entries={entries} businessHref={paths.operatorBusiness.href} />}
      </QueryState>
    </Card>
  );
}
