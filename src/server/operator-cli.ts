// `npm run operator -- <command>`: the console's actions from a terminal, for installs where nobody
// signs in. Each is logged as done from the command line by this machine's user, and told to the
// owner like the console's. On the embedded database the server must be stopped (it holds the
// files); on PostgreSQL it runs beside the servers.
import { hostname, userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { billingFromConfig } from './composition';
import { type Config, ConfigError, loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { serverRunning } from './db/control-socket';
import { invitationKeys } from './domains/invitations/service';
import { demoTransport } from './domains/notifications/mail-transport';
import { mailContext } from './domains/notifications/service';
import {
  extendTrial,
  type OperatorDeps,
  pauseSending,
  restore,
  resumeSending,
  suspend,
} from './domains/operator/actions';
import { operatorBusiness } from './domains/operator/console';
import { type Actor, readLog } from './domains/operator/log';
import { businessPage } from './domains/operator/read-model';
import { loadOrCreateSessionSecret } from './session-secret';

const USAGE = `Usage: npm run operator -- <command>
  list [search]                                   businesses, newest first (name, e-mail, place or business id)
  show <businessId>                               one business, its team and its log
  log [businessId]                                the operators' log, newest first
  pause <businessId> --reason "<text>" [--every-location]
  resume <businessId> --reason "<text>" [--every-location]
  suspend <businessId> --reason "<text>" [--take-down-page]
  restore <businessId> --reason "<text>"
  extend-trial <businessId> --days N --reason "<text>"`;

class CliError extends Error {}

function table(rows: Record<string, unknown>[]) {
  if (rows.length === 0) return '(none)';
  const keys = Object.keys(rows[0]!);
  const width = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(width[i]!))
      .join('  ')
      .trimEnd();
  return [line(keys), ...rows.map((r) => line(keys.map((k) => String(r[k] ?? ''))))].join('\n');
}

const WITH_VALUE = ['--reason', '--days'];
const FLAGS = ['--every-location', '--take-down-page'];

/**
 * A business id is base64url and may begin with '-': every argument that is not one of our options (or
 * an option's value) is a positional, placed after `--` so it is never read as an option.
 */
function positionalsLast(args: string[]) {
  const options: string[] = [];
  const positionals: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (FLAGS.includes(arg) || WITH_VALUE.some((name) => arg.startsWith(`${name}=`))) options.push(arg);
    else if (WITH_VALUE.includes(arg)) {
      options.push(arg, ...args.slice(i + 1, i + 2));
      i += 1;
    } else positionals.push(arg);
  }
  return [...options, '--', ...positionals];
}

async function run(config: Config, database: Database, command: string, args: string[]) {
  const { values, positionals } = parseArgs({
    args: positionalsLast(args),
    allowPositionals: true,
    options: {
      reason: { type: 'string' },
      days: { type: 'string' },
      'every-location': { type: 'boolean' },
      'take-down-page': { type: 'boolean' },
    },
  });
  const db = database.db;
  const now = new Date();
  if (command === 'list') {
    const page = await businessPage(
      db,
      { q: positionals.join(' ') || undefined, sort: 'newest', limit: 100 },
      now,
    );
    return table(
      page.businesses.map((b) => ({
        id: b.id,
        name: b.name,
        owner: b.ownerEmail,
        status: b.status,
        sent30d: b.mail.sent30d,
        bounces: `${(b.mail.bounceRate * 100).toFixed(1)}%`,
        paused: b.paused?.reason ?? '',
        suspended: b.suspended ? 'yes' : '',
      })),
    );
  }
  if (command === 'log') {
    const entries = await readLog(db, { businessId: positionals[0] });
    return table(
      entries.map((e) => ({
        at: e.at,
        by: e.actorEmail,
        via: e.via,
        action: e.action,
        business: e.businessId,
        reason: e.reason,
      })),
    );
  }
  const businessId = positionals[0];
  if (!businessId) throw new CliError(`Say which business.\n\n${USAGE}`);
  if (command === 'show') return JSON.stringify(await operatorBusiness(db, businessId, now), null, 2);

  const reason = values.reason?.trim() ?? '';
  if (reason.length < 3) throw new CliError('Give a reason: --reason "<text>" (the owner reads it).');
  const actor: Actor = { email: `${userInfo().username}@${hostname()}`, via: 'command' };
  const deps: OperatorDeps = {
    mail: mailContext(config, demoTransport),
    billing: billingFromConfig(config, db),
    keys: invitationKeys(config.sessionSecret!),
    contact: config.legal.contact,
  };
  const input = { businessId, reason, now };
  const everyLocation = values['every-location'] ?? false;
  const entry =
    command === 'pause'
      ? await pauseSending(db, deps, actor, { ...input, everyLocation })
      : command === 'resume'
        ? await resumeSending(db, deps, actor, { ...input, everyLocation })
        : command === 'suspend'
          ? await suspend(db, deps, actor, { ...input, takeDownPage: values['take-down-page'] ?? false })
          : command === 'restore'
            ? await restore(db, deps, actor, input)
            : command === 'extend-trial'
              ? await extendTrial(db, deps, actor, { ...input, days: wholeDays(values.days) })
              : null;
  if (!entry) throw new CliError(USAGE);
  return `Done and logged: ${entry.action} on ${businessId} by ${entry.actorEmail} (${entry.via}), ${entry.at}. The owner is told by e-mail and on their home.`;
}

function wholeDays(value: string | undefined) {
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1 || days > 90)
    throw new CliError('--days must be a whole number from 1 to 90.');
  return days;
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return;
  }
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    throw err instanceof ConfigError ? new CliError(err.message) : err;
  }
  config.sessionSecret ??= loadOrCreateSessionSecret(config.dataDir);
  if (config.database.kind === 'pglite' && serverRunning(config.dataDir)) {
    throw new CliError(
      'The server is running on the embedded database, which one process opens at a time. Act from the console at /operator, or stop the server and run this again.',
    );
  }
  console.error(
    config.database.kind === 'pglite'
      ? `Embedded database in ${config.dataDir} (the server is stopped).`
      : 'PostgreSQL at DATABASE_URL (alongside any running servers).',
  );
  const database = await openDatabase(config);
  try {
    console.log(await run(config, database, command, args));
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  const known = err instanceof CliError || (err instanceof Error && 'kind' in err);
  process.stderr.write(`\n${known || err instanceof Error ? (err as Error).message : String(err)}\n\n`);
  process.exit(1);
});
