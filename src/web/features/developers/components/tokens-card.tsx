import { KeyRound, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { PRODUCT_NAME } from '#web/components/brand/logo.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { Input, Label } from '#web/components/ui/input.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useCreateToken } from '#web/features/developers/api/create-token.ts';
import { useTokens } from '#web/features/developers/api/get-tokens.ts';
import type { Locations } from '#web/features/developers/api/keys.ts';
import { useRevokeToken } from '#web/features/developers/api/revoke-token.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { formatDayAndTime } from '#web/lib/dates.ts';
import { saveWithToast } from '#web/lib/save-with-toast.ts';
import { LocationsPicker, locationsText } from './locations-picker';
import { SecretCard } from './secret-once';

await loadMessages('developers', 'shell');

type Place = { id: string; name: string };

/** Personal access tokens: make one (shown once), see when each was last used, revoke at once. */
export function TokensCard({ locations }: { locations: Place[] }) {
  const { t } = useI18n();
  const tokens = useTokens();
  return (
    <SecretCard
      header={
        <>
          <CardTitle className="flex items-center gap-2">
            <KeyRound className="size-5 text-primary" aria-hidden /> {t('developers.tokens.title')}
          </CardTitle>
          <CardDescription>{t('developers.tokens.description', { product: PRODUCT_NAME })}</CardDescription>
        </>
      }
      secretLabel={t('developers.tokens.yours')}
      secretNote={t('developers.tokens.once')}
      example={(token) => (
        <pre className="overflow-x-auto rounded-md bg-muted p-3 font-mono text-xs" dir="ltr">
          {`curl -H "Authorization: Bearer ${token}" \\\n  ${window.location.origin}/api/businesses/mine`}
        </pre>
      )}
      newLabel={t('developers.tokens.new')}
      form={({ cancel, made }) => <NewTokenForm locations={locations} onCancel={cancel} onMade={made} />}
    >
      {() => (
        <QueryState
          query={tokens}
          loading={t('developers.tokens.loading')}
          failed={t('developers.tokens.failed')}
        >
          {({ tokens }) =>
            tokens.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('developers.tokens.none')}</p>
            ) : (
              <ul
                className="flex flex-col divide-y rounded-lg border"
                aria-label={t('developers.tokens.title')}
              >
                {tokens.map((token) => (
                  <TokenRow key={token.id} token={token} locations={locations} />
                ))}
              </ul>
            )
          }
        </QueryState>
      )}
    </SecretCard>
  );
}

function TokenRow({
  token,
  locations,
}: {
  token: {
    id: string;
    name: string;
    prefix: string;
    scopes: string[];
    businessIds: Locations;
    createdAt: string;
    lastUsedAt: string | null;
  };
  locations: Place[];
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const revoke = useRevokeToken();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-3">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="truncate">{token.name}</span>
          <Badge variant="secondary">
            {token.scopes.includes('write')
              ? t('developers.tokens.readWrite')
              : t('developers.tokens.readOnly')}
          </Badge>
        </p>
        <p className="truncate font-mono text-xs text-muted-foreground" dir="ltr">
          {token.prefix}…
        </p>
        <p className="text-sm text-muted-foreground">
          {locationsText(token.businessIds, locations, i18n)} ·{' '}
          {t('developers.tokens.made', { when: formatDayAndTime(new Date(token.createdAt)) })} ·{' '}
          {token.lastUsedAt
            ? t('developers.tokens.lastUsed', { when: formatDayAndTime(new Date(token.lastUsedAt)) })
            : t('developers.tokens.neverUsed')}
        </p>
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={revoke.isPending}
        onClick={() =>
          revoke.mutate(
            token.id,
            saveWithToast(
              {
                title: t('developers.tokens.revoked'),
                description: t('developers.tokens.revokedText', { name: token.name }),
              },
              { fallback: t('developers.tokens.revokeFailed') },
            ),
          )
        }
        aria-label={t('developers.tokens.revokeLabel', { name: token.name })}
      >
        <Trash2 className="size-4" aria-hidden /> {t('developers.tokens.revoke')}
      </Button>
    </li>
  );
}

function NewTokenForm(props: { locations: Place[]; onCancel: () => void; onMade: (token: string) => void }) {
  const { t } = useI18n();
  const create = useCreateToken();
  const nameId = useId();
  const [name, setName] = useState('');
  const [where, setWhere] = useState<Locations>('all');
  const [write, setWrite] = useState(false);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    create.mutate(
      { name: name.trim(), businessIds: where, scopes: write ? ['read', 'write'] : ['read'] },
      saveWithToast(
        { title: t('developers.tokens.created') },
        { fallback: t('developers.tokens.createFailed') },
        (r) => props.onMade(r.token),
      ),
    );
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-lg border p-3"
      aria-label={t('developers.tokens.new')}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={nameId}>{t('developers.tokens.name')}</Label>
        <Input
          id={nameId}
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder={t('developers.tokens.namePlaceholder')}
          maxLength={80}
          required
        />
      </div>
      <LocationsPicker locations={props.locations} value={where} onChange={setWhere} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('developers.tokens.scope')}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            checked={!write}
            onChange={() => setWrite(false)}
            className="size-4 accent-primary"
          />
          {t('developers.tokens.scopeRead')}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            checked={write}
            onChange={() => setWrite(true)}
            className="size-4 accent-primary"
          />
          {t('developers.tokens.scopeWrite')}
        </label>
        {write ? (
          <p className="mt-1 rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
            {t('developers.tokens.invitationConsent')}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          disabled={create.isPending || !name.trim() || (where !== 'all' && where.length === 0)}
        >
          {t('developers.tokens.create')}
        </Button>
        <Button type="button" variant="ghost" onClick={props.onCancel}>
          {t('shell.cancel')}
        </Button>
      </div>
    </form>
  );
}
