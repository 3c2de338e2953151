// Where a webhook may post. In production only https to a public address: never loopback,
// private networks, link-local (the cloud metadata service at 169.254.169.254 among them), or any other
// special range. The address is checked after DNS at send time, and the connection goes to exactly the
// address that was checked, so a name that changes its answer between check and connect (DNS
// rebinding) cannot reach inside. The embedded default also allows http, and loopback, for trying it.
import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { invalid } from '#server/lib/domain-errors.ts';

const never = new BlockList();
// Link-local and the metadata services: never, in any mode.
never.addSubnet('169.254.0.0', 16, 'ipv4');
never.addSubnet('fe80::', 10, 'ipv6');
never.addAddress('fd00:ec2::254', 'ipv6');

const notPublic = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  notPublic.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  // ::/96 holds :: and ::1, and the old IPv4-compatible form the URL parser makes of [::127.0.0.1].
  ['::', 96],
  ['64:ff9b:1::', 48],
  ['2002::', 16],
  ['fec0::', 10],
  ['fc00::', 7],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96],
] as const) {
  notPublic.addSubnet(net, bits, 'ipv6');
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

export type DestinationMode = { production: boolean };

/** An IPv6 address that only wraps an IPv4 one (::ffff:10.0.0.1) is judged as that IPv4 address. */
function unwrap(address: string): [string, 'ipv4' | 'ipv6'] {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return [mapped[1]!, 'ipv4'];
  return [address, isIP(address) === 6 ? 'ipv6' : 'ipv4'];
}

/** Why this address may not be posted to, or null when it may. */
function addressRefusal(address: string, mode: DestinationMode): string | null {
  const [ip, family] = unwrap(address);
  if (never.check(ip, family)) return 'a link-local or metadata address';
  // The embedded default lets an owner try a receiver on the same machine; nothing else private.
  if (!mode.production && loopback.check(ip, family)) return null;
  if (notPublic.check(ip, family)) return 'a private, loopback or reserved address';
  return null;
}

/** The URL's shape: https (or http on the embedded default), no credentials, a host. */
export function parseDestination(raw: string, mode: DestinationMode): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid('Enter the full address of your receiver, starting with https://.', 'BAD_WEBHOOK_URL');
  }
  const allowed = mode.production ? ['https:'] : ['https:', 'http:'];
  if (!allowed.includes(url.protocol)) {
    throw invalid(
      mode.production
        ? 'Webhooks need an https:// address.'
        : 'Webhooks need an https:// or http:// address.',
      'BAD_WEBHOOK_URL',
    );
  }
  if (url.username || url.password) {
    throw invalid(
      'Leave user names and passwords out of the address; check the signature instead.',
      'BAD_WEBHOOK_URL',
    );
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    const why = addressRefusal(host, mode);
    if (why)
      throw invalid(`That address is ${why}; webhooks go to public servers only.`, 'WEBHOOK_ADDRESS_REFUSED');
  }
  return url;
}

/** The URL's shape, and in production every address its name resolves to now: for a new endpoint. */
export async function checkDestination(raw: string, mode: DestinationMode): Promise<URL> {
  const url = parseDestination(raw, mode);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return url;
  await new Promise<void>((resolve, reject) =>
    checkedLookup(mode)(host, { all: true }, (err) => {
      if (!err) return resolve();
      const refused = (err as { code?: string }).code === 'WEBHOOK_ADDRESS_REFUSED';
      reject(
        refused
          ? invalid(
              `${host} is not a public address; webhooks go to public servers only.`,
              'WEBHOOK_ADDRESS_REFUSED',
            )
          : invalid(`We could not find ${host}. Check the address.`, 'BAD_WEBHOOK_URL'),
      );
    }),
  );
  return url;
}

/**
 * A DNS lookup for the HTTP client that refuses, after resolving, any answer that is not allowed, and
 * hands the client only checked addresses: the connection cannot go anywhere the check did not see.
 */
export function checkedLookup(mode: DestinationMode): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 4);
      const list = addresses as { address: string; family: number }[];
      const refused = list.map((a) => addressRefusal(a.address, mode)).find(Boolean);
      if (refused || list.length === 0) {
        const error = Object.assign(new Error(`${hostname} resolves to ${refused ?? 'nothing'}`), {
          code: 'WEBHOOK_ADDRESS_REFUSED',
        });
        return callback(error, '', 4);
      }
      if ((options as { all?: boolean }).all)
        return (callback as (e: null, a: typeof list) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
