/** What an operator can do to a business; each is logged with its reason and told to the owner. */
export const OPERATOR_ACTIONS = [
  'pause_sending',
  'resume_sending',
  'suspend',
  'restore',
  'extend_trial',
  'set_invitation_limit',
  'end_warm_up',
  'lift_bounce',
  'retry_failed',
  'delete_business',
] as const;
export type OperatorAction = (typeof OPERATOR_ACTIONS)[number];

export const BUSINESS_SORTS = ['newest', 'most_mail', 'worst_health', 'trial_ending'] as const;
