import type { Config } from '#server/config.ts';

/** Whether this e-mail is one of the deployment's operators (OPERATOR_EMAILS). */
export const isOperator = (config: Pick<Config, 'operators'>, email: string | null | undefined) =>
  Boolean(email) && config.operators.emails.includes(email!.trim().toLowerCase());
