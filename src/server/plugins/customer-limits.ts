// Per-client limits of the customer pages and their calls, shared by the API routes and the form posts.
import type { FastifyRequest } from 'fastify';

/**
 * A limit per client address that is tighter for posts without a scan id: a real visit
 * scans first, so only scripts and the rare no-JavaScript form post come without one. The two kinds
 * are counted apart.
 */
function perVisitLimit(withScan: number, withoutScan: number) {
  const hasScan = (request: FastifyRequest) =>
    typeof (request.body as { scanId?: unknown } | undefined)?.scanId === 'string';
  return {
    // The body is parsed by then; invalid requests still count.
    hook: 'preValidation' as const,
    withScan,
    withoutScan,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `${request.ip}|${hasScan(request) ? 'scan' : 'none'}`,
    max: (_request: FastifyRequest, key: string) => (key.endsWith('|scan') ? withScan : withoutScan),
  };
}

// Per IP, generous: a busy shop's customers often share one Wi-Fi address. A script still hits the wall.
export const customerLimits = {
  scan: { max: 120, timeWindow: '1 minute' },
  rating: perVisitLimit(60, 20),
  feedback: perVisitLimit(20, 10),
};
