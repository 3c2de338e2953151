/**
 * The product's errors, in its own words. Services throw them and never speak HTTP; the
 * error handler (plugins/error-handler.ts) alone turns each kind into a status. Every message is a
 * sentence written for the person who will read it; `code` is stable for clients.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'payment-required'
  | 'too-many'
  | 'upstream-failed'
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly code?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'DomainError';
  }
}

/** The request asks for something the rules refuse (a bad value, an unknown place). */
export const invalid = (message: string, code?: string) => new DomainError('invalid', message, code);
export const forbidden = (message = 'You do not have access to this.', code?: string) =>
  new DomainError('forbidden', message, code);
export const notFound = (message: string, code?: string) => new DomainError('not-found', message, code);
/** The state forbids it now (already done, already taken, a team that is full). */
export const conflict = (message: string, code?: string) => new DomainError('conflict', message, code);
/** The plan has lapsed: it needs a subscription. */
export const paymentRequired = (message: string, code?: string) =>
  new DomainError('payment-required', message, code);
export const tooMany = (message: string, code?: string) => new DomainError('too-many', message, code);
/** An outside service (Stripe, Google) failed; our data is untouched. */
export const upstreamFailed = (message: string, code?: string, cause?: unknown) =>
  new DomainError('upstream-failed', message, code, { cause });
/** Something of ours is not there for a moment, or not configured. */
export const unavailable = (message: string, code?: string, cause?: unknown) =>
  new DomainError('unavailable', message, code, { cause });

export const isDomainError = (err: unknown, kind?: DomainErrorKind): err is DomainError =>
  err instanceof DomainError && (kind === undefined || err.kind === kind);
