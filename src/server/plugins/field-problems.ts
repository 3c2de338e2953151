import type { FastifySchemaValidationError } from 'fastify/types/schema';
import type { FieldProblem } from '#shared/schemas/errors.ts';

/** One issue as fastify-type-provider-zod reports it: zod's code as `keyword`, the rest in `params`. */
type Issue = Pick<FastifySchemaValidationError, 'keyword' | 'instancePath' | 'params'>;

const TOO_BIG: Record<string, FieldProblem> = { string: 'too_long', array: 'too_many', set: 'too_many' };
const TOO_SMALL: Record<string, FieldProblem> = { string: 'too_short', array: 'too_few', set: 'too_few' };

function problemOf({ keyword, params }: Issue): { problem: FieldProblem; limit?: number } {
  const origin = String(params.origin ?? '');
  switch (keyword) {
    case 'too_big':
      return { problem: TOO_BIG[origin] ?? 'too_large', limit: Number(params.maximum) };
    case 'too_small':
      if (origin === 'string' && Number(params.minimum) === 1) return { problem: 'required' };
      return { problem: TOO_SMALL[origin] ?? 'too_small', limit: Number(params.minimum) };
    case 'invalid_type':
      return { problem: params.input === undefined ? 'required' : 'invalid' };
    case 'invalid_format':
      return {
        problem:
          params.format === 'email' ? 'invalid_email' : params.format === 'url' ? 'invalid_url' : 'invalid',
      };
    case 'invalid_value':
      return { problem: 'not_allowed' };
    case 'unrecognized_keys':
      return { problem: 'unknown_field' };
    default:
      return { problem: 'invalid' };
  }
}

/** Each refused field and what is wrong with it, for the screen to say in the owner's language. */
export const fieldProblems = (issues: readonly Issue[]) =>
  issues.map((issue) => {
    const { problem, limit } = problemOf(issue);
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { field, problem, ...(limit !== undefined && Number.isFinite(limit) ? { limit } : {}) };
  });
