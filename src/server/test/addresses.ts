let last = 0;

/**
 * A client address no earlier request of this test process used, for tests about something other
 * than the per-address limits: each request comes from a new customer, as on a busy day.
 */
export function newAddress(): string {
  last += 1;
  return `10.${(last >> 16) & 255}.${(last >> 8) & 255}.${last & 255}`;
}
