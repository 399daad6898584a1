import { type Ajv, AjvCompiler } from '@fastify/ajv-compiler';
import { CENTS_KEYWORD, isWholeCents } from '@stock/contracts/values';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';

type AjvServerOptions = { customOptions?: Record<string, unknown>; plugins?: unknown[] };
/** What Fastify calls compilersFactory.buildValidator with, and what it expects back (a compiler per route part). */
type ValidatorFactory = (externalSchemas: Record<string, unknown>, options?: AjvServerOptions) => FastifySchemaCompiler<unknown>;
type FastifyValidatorFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator'];

/** `"x-cents": true` on a number: an amount of money in dollars, with at most two decimals (see isWholeCents). */
function moneyKeywords(ajv: Ajv): Ajv {
  return ajv.addKeyword({ keyword: CENTS_KEYWORD, type: 'number', schemaType: 'boolean', validate: (on: boolean, value: number) => !on || isWholeCents(value) });
}

/** Fastify's Ajv settings for this app, with the money keyword. */
export const AJV_OPTIONS = { customOptions: { allErrors: true }, plugins: [moneyKeywords] };

/**
 * Validators that coerce types in the query string, path and headers, which are text, but never in a body: a JSON body
 * is typed already, and coercing it took `true` as 1 and `"41.16"` as 41.16 in a withdrawal. A plugin whose bodies are
 * form fields (text too) installs formFieldsCompiler instead.
 */
export function buildValidator(): FastifyValidatorFactory {
  // The pool's declared type takes a bare schema; at run time it takes the route's definition, as Fastify passes it.
  const pool = AjvCompiler() as unknown as ValidatorFactory;
  const factory: ValidatorFactory = (externalSchemas, options = {}) => {
    const coercing = pool(externalSchemas, options);
    const typed = pool(externalSchemas, { ...options, customOptions: { ...options.customOptions, coerceTypes: false } });
    return (route) => (route.httpPart === 'body' ? typed : coercing)(route);
  };
  return factory as unknown as FastifyValidatorFactory;
}

/** For a plugin whose bodies are multipart form fields: text that the schema's types are read from, as in a query. */
export function formFieldsCompiler(): FastifySchemaCompiler<unknown> {
  return (AjvCompiler() as unknown as ValidatorFactory)({}, AJV_OPTIONS);
}
