// The one interface to Google Business Profile: the real APIs (google-business-profile.ts)
// or the demo profile (demo-business-profile.ts), chosen once in src/server/composition.ts.

export const BUSINESS_SCOPE = 'https://www.googleapis.com/auth/business.manage';

/** A location the connected Google account can act for. */
export type ProfileLocation = {
  account: string;
  accountName: string;
  /** Google's resource name, locations/{id}. */
  location: string;
  title: string;
  placeId: string | null;
  newReviewUri: string | null;
  /** Verified and under this account's control. */
  hasVoiceOfMerchant: boolean;
};

export type ProfileReview = {
  reviewId: string;
  stars: number;
  reviewer: { displayName: string; isAnonymous: boolean };
  comment: string | null;
  createTime: Date;
  updateTime: Date;
  reply: { comment: string; updateTime: Date } | null;
};

export type ReviewPage = {
  reviews: ProfileReview[];
  averageRating: number | null;
  totalReviewCount: number | null;
};

/** What went wrong at Google, in our words; `retryAfterMs` on 'rate-limited'. */
export class ProfileError extends Error {
  constructor(
    readonly kind: 'reconnect' | 'forbidden' | 'not-found' | 'rate-limited' | 'unavailable' | 'scope-missing',
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ProfileError';
  }
}

export interface BusinessProfile {
  readonly kind: 'google' | 'demo';
  /** Where the owner's popup goes to grant `business.manage` (PKCE: the verifier stays with us). */
  authorizeUrl(input: { redirectUri: string; state: string; codeVerifier: string }): Promise<string>;
  /**
   * The callback's code for a refresh token. `userId` is who consented: Google knows its own account,
   * the demo profile's account is that person's own registered places.
   */
  exchange(input: {
    callbackUrl: URL;
    state: string;
    codeVerifier: string;
    userId: string;
  }): Promise<{ refreshToken: string }>;
  /** Revokes the refresh token at Google; a token Google no longer knows counts as revoked. */
  revoke(refreshToken: string): Promise<void>;
  /** Every location of every account the token can act for (groups included), all pages walked. */
  locations(refreshToken: string): Promise<ProfileLocation[]>;
  /**
   * Reviews newest update first, 50 a page, until one older than `since` (all when null). The totals
   * are the profile's own.
   */
  reviews(
    refreshToken: string,
    at: { account: string; location: string },
    since: Date | null,
  ): Promise<ReviewPage>;
  reply(
    refreshToken: string,
    at: { account: string; location: string },
    reviewId: string,
    comment: string,
  ): Promise<{ comment: string; updateTime: Date }>;
  deleteReply(
    refreshToken: string,
    at: { account: string; location: string },
    reviewId: string,
  ): Promise<void>;
}
