// The cache keys and path parameters the developers' calls share.
export const TOKENS = ['developers', 'tokens'] as const;
export const WEBHOOKS = ['developers', 'webhooks'] as const;
export const deliveriesKey = (id: string) => ['developers', 'webhooks', id, 'deliveries'] as const;
export const webhookAt = (webhookId: string) => ({ params: { path: { webhookId } } });

/** Which locations a token or webhook covers: all of the owner's, or a list. */
export type Locations = 'all' | string[];
