// The delivery signature, as Stripe signs its webhooks: `t=<unix seconds>,v1=<hex>`, where
// the hex is HMAC-SHA256 of "<t>.<body>" under the endpoint's secret. During a roll both secrets sign,
// so a receiver that knows either one accepts the delivery.
import { createHmac } from 'node:crypto';

export function signatureHeader(secrets: string[], body: string, now: Date) {
  const t = Math.floor(now.getTime() / 1000);
  const signatures = secrets.map((s) => `v1=${createHmac('sha256', s).update(`${t}.${body}`).digest('hex')}`);
  return [`t=${t}`, ...signatures].join(',');
}
