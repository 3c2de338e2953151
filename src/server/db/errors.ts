// Drizzle wraps the driver's error (DrizzleQueryError), so the SQLSTATE sits somewhere down the cause chain.
export function hasSqlState(err: unknown, code: string): boolean {
  for (let e = err, depth = 0; typeof e === 'object' && e !== null && depth < 5; depth += 1) {
    if ((e as { code?: unknown }).code === code) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export const isUniqueViolation = (err: unknown) => hasSqlState(err, '23505');
