import type { BusinessRow } from '#server/db/tables/businesses.ts';
import type { EncodedPage } from '#server/lib/html-response.ts';
import { TtlCache } from '#server/lib/ttl-cache.ts';

/**
 * What the rating page keeps for 10 s, per instance: a crowd scanning the same code costs one query
 * and one render per language. Deleting a business forgets all of it at once on this instance;
 * other instances' copies expire within the 10 s.
 */
export class CustomerPageCache {
  readonly businesses = new TtlCache<BusinessRow>(10_000, 5000);
  readonly ratePages = new TtlCache<EncodedPage>(10_000, 5000);

  /** The rating page's key: one rendering per business, language, pinning, team member and channel. */
  static pageKey(
    businessId: string,
    lang: string,
    pinned: boolean,
    staff: string | undefined,
    channel = 'qr',
  ) {
    return `${businessId}|${lang}|${pinned ? 'pinned' : ''}|${staff ?? ''}|${channel}`;
  }

  forget(businessId: string) {
    this.businesses.delete(businessId);
    this.ratePages.deletePrefix(`${businessId}|`);
  }
}
