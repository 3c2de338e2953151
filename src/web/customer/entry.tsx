// Filled in by the customer-pages work: hydrates /rate and /feedback.
export {};
