/** Every console query starts with this key, so an action refreshes them all. */
export const operatorKey = ['operator'] as const;
