import type { FieldError } from '@stock/contracts';
import { CENTS_KEYWORD, WHOLE_CENTS_MESSAGE } from '@stock/contracts/values';
import type { FastifySchemaValidationError } from 'fastify/types/schema';

/** Turns Ajv's findings into `{ field, message }` pairs that a form can put under the right input. */
export function toFieldErrors(errors: FastifySchemaValidationError[], context: string | undefined): FieldError[] {
  return errors.map((error) => {
    const params = error.params as Record<string, unknown>;
    const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (error.keyword === 'required') {
      const field = [path, String(params.missingProperty)].filter(Boolean).join('.');
      return { field, message: `${field} is required` };
    }
    const field = path || context || 'body';
    return { field, message: `${field} ${describe(error)}` };
  });
}

function describe(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'maxLength':
      return `must be at most ${params.limit} characters long`;
    case 'minLength':
      return params.limit === 1 ? 'must not be empty' : `must be at least ${params.limit} characters long`;
    case 'type':
      return `must be ${article(String(params.type))}`;
    case CENTS_KEYWORD:
      return WHOLE_CENTS_MESSAGE;
    case 'additionalProperties':
      return `has an unknown field "${params.additionalProperty}"`;
    default:
      return error.message ?? 'is not valid';
  }
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
