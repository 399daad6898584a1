import type { FieldError } from '@stock/contracts';
import { CENTS_KEYWORD } from '@stock/contracts/values';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { nulMessage } from './text-validation';

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
    return { field, message: messageOf(field, error) };
  });
}

/** A typed value as the message names it: `must be an integer`. */
const TYPE_MESSAGES: Record<string, (field: string) => string> = {
  string: (field) => `${field} must be a string`,
  number: (field) => `${field} must be a number`,
  integer: (field) => `${field} must be an integer`,
  boolean: (field) => `${field} must be a boolean`,
  object: (field) => `${field} must be an object`,
  array: (field) => `${field} must be an array`,
  null: (field) => `${field} must be a null`,
};

/**
 * The message of one finding, a whole sentence with the field in it, so that each language can word it (see
 * docs/i18n.md). The wording of Ajv's own messages is kept, as the API's contract has always answered it.
 */
function messageOf(field: string, error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'maxLength':
      return `${field} must be at most ${params.limit} characters long`;
    case 'minLength':
      return params.limit === 1 ? `${field} must not be empty` : `${field} must be at least ${params.limit} characters long`;
    case 'type':
      return TYPE_MESSAGES[String(params.type)]?.(field) ?? `${field} must be ${article(String(params.type))}`;
    case CENTS_KEYWORD:
      return `${field} must be a number of dollars with at most two decimals, e.g. 35.50`;
    case 'nul':
      return nulMessage(field);
    case 'additionalProperties':
      return `${field} has an unknown field "${params.additionalProperty}"`;
    case 'enum':
      return `${field} must be equal to one of the allowed values`;
    case 'format':
      return `${field} must match format "${params.format}"`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return comparisonMessage(field, String(params.comparison), Number(params.limit));
    case 'minItems':
      return `${field} must NOT have fewer than ${params.limit} items`;
    case 'maxItems':
      return `${field} must NOT have more than ${params.limit} items`;
    default:
      return error.message ? `${field} ${error.message}` : `${field} is not valid`;
  }
}

function comparisonMessage(field: string, comparison: string, limit: number): string {
  switch (comparison) {
    case '>=':
      return `${field} must be >= ${limit}`;
    case '<=':
      return `${field} must be <= ${limit}`;
    case '>':
      return `${field} must be > ${limit}`;
    default:
      return `${field} must be < ${limit}`;
  }
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
