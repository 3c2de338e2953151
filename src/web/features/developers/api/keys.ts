// The cache keys and paths the developers' calls share.
export const TOKENS = ['developers', 'tokens'] as const;
export const WEBHOOKS = ['developers', 'webhooks'] as const;
export const deliveriesKey = (id: string) => ['developers', 'webhooks', id, 'deliveries'] as const;
export const webhookPath = (id: string) => `/api/webhooks/${encodeURIComponent(id)}`;

/** Which locations a token or webhook covers: all of the owner's, or a list. */
export type Locations = 'all' | string[];
