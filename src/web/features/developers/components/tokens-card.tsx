import { KeyRound, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Input, Label } from '#web/components/ui/input.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import {
  type Locations,
  useCreateToken,
  useRevokeToken,
  useTokens,
} from '#web/features/developers/api/developers.ts';
import { formatDayAndTime } from '#web/lib/dates.ts';
import { saveWithToast } from '#web/lib/save-with-toast.ts';
import { LocationsPicker, locationsText } from './locations-picker';
import { SecretOnce } from './secret-once';

type Place = { id: string; name: string };

/** Personal access tokens: make one (shown once), see when each was last used, revoke at once. */
export function TokensCard({ locations }: { locations: Place[] }) {
  const [creating, setCreating] = useState(false);
  const [made, setMade] = useState<string | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary" aria-hidden /> Access tokens
        </CardTitle>
        <CardDescription>
          For your point of sale, CRM or agency tools: they call the ReviewTap API with a token instead of
          your sign-in. A token reads (or also changes feedback status, review replies, the template and the
          review filter) for the locations you choose; never billing, your team or your account.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {made ? (
          <>
            <SecretOnce
              label="Your new token"
              value={made}
              note="Copy it now: it is shown only this once. Anyone with it can act as this token allows."
              onDone={() => setMade(null)}
            />
            <pre className="overflow-x-auto rounded-md bg-muted p-3 font-mono text-xs">
              {`curl -H "Authorization: Bearer ${made}" \\\n  ${window.location.origin}/api/businesses/mine`}
            </pre>
          </>
        ) : null}
        {creating ? (
          <NewTokenForm
            locations={locations}
            onCancel={() => setCreating(false)}
            onMade={(token) => {
              setCreating(false);
              setMade(token);
            }}
          />
        ) : (
          <Button type="button" className="self-start" onClick={() => setCreating(true)}>
            New token
          </Button>
        )}
        <QueryState query={useTokens()} loading="Loading tokens…" failed="Unable to load your tokens">
          {({ tokens }) =>
            tokens.length === 0 ? (
              <p className="text-sm text-muted-foreground">No tokens yet.</p>
            ) : (
              <ul className="flex flex-col divide-y rounded-lg border" aria-label="Access tokens">
                {tokens.map((t) => (
                  <TokenRow key={t.id} token={t} locations={locations} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </CardContent>
    </Card>
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
  const revoke = useRevokeToken();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-3">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="truncate">{token.name}</span>
          <Badge variant="secondary">{token.scopes.includes('write') ? 'Read and write' : 'Read only'}</Badge>
        </p>
        <p className="truncate font-mono text-xs text-muted-foreground">{token.prefix}…</p>
        <p className="text-sm text-muted-foreground">
          {locationsText(token.businessIds, locations)} · made {formatDayAndTime(new Date(token.createdAt))} ·{' '}
          {token.lastUsedAt ? `last used ${formatDayAndTime(new Date(token.lastUsedAt))}` : 'never used'}
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
              { title: 'Token revoked', description: `${token.name} no longer works.` },
              { fallback: 'Could not revoke the token' },
            ),
          )
        }
        aria-label={`Revoke ${token.name}`}
      >
        <Trash2 className="size-4" aria-hidden /> Revoke
      </Button>
    </li>
  );
}

function NewTokenForm(props: { locations: Place[]; onCancel: () => void; onMade: (token: string) => void }) {
  const create = useCreateToken();
  const nameId = useId();
  const [name, setName] = useState('');
  const [where, setWhere] = useState<Locations>('all');
  const [write, setWrite] = useState(false);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    create.mutate(
      { name: name.trim(), businessIds: where, scopes: write ? ['read', 'write'] : ['read'] },
      saveWithToast({ title: 'Token created' }, { fallback: 'Could not create the token' }, (r) =>
        props.onMade(r.token),
      ),
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4 rounded-lg border p-3" aria-label="New token">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={nameId}>Name</Label>
        <Input
          id={nameId}
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="Till in the shop, our CRM…"
          maxLength={80}
          required
        />
      </div>
      <LocationsPicker locations={props.locations} value={where} onChange={setWhere} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">What it may do</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            checked={!write}
            onChange={() => setWrite(false)}
            className="size-4 accent-primary"
          />
          Read: business, analytics, feedback, Google reviews, team
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            checked={write}
            onChange={() => setWrite(true)}
            className="size-4 accent-primary"
          />
          Read and write: also feedback status, review replies, template, review filter
        </label>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          disabled={create.isPending || !name.trim() || (where !== 'all' && where.length === 0)}
        >
          Create token
        </Button>
        <Button type="button" variant="ghost" onClick={props.onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
