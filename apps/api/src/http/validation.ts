import { type Ajv, AjvCompiler } from '@fastify/ajv-compiler';
import { CENTS_KEYWORD, isWholeCents, TYPED_BODY_KEYWORD } from '@stock/contracts/values';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';
import { refusingNul, type Validate } from './text-validation';

type AjvServerOptions = { customOptions?: Record<string, unknown>; plugins?: unknown[] };
/** What Fastify calls compilersFactory.buildValidator with, and what it expects back (a compiler per route part). */
type ValidatorFactory = (externalSchemas: Record<string, unknown>, options?: AjvServerOptions) => FastifySchemaCompiler<unknown>;
type FastifyValidatorFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator'];

/** `"x-cents": true` on a number: dollars with at most two decimals (isWholeCents); `"x-typed-body"` only marks a body. */
function moneyKeywords(ajv: Ajv): Ajv {
  ajv.addKeyword({
    keyword: CENTS_KEYWORD,
    type: 'number',
    schemaType: 'boolean',
    validate: (on: boolean, value: number) => !on || isWholeCents(value),
  });
  return ajv.addKeyword({ keyword: TYPED_BODY_KEYWORD, schemaType: 'boolean' });
}

/** Fastify's Ajv settings for this app, with the money keywords. */
export const AJV_OPTIONS = { customOptions: { allErrors: true }, plugins: [moneyKeywords] };

/** Whether a schema asks for typed JSON: marked so, or carrying a money amount anywhere. */
function wantsTypedJson(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  const node = schema as Record<string, unknown>;
  if (node[TYPED_BODY_KEYWORD] === true || node[CENTS_KEYWORD] === true) return true;
  return Object.values(node).some(wantsTypedJson);
}

/**
 * Fastify's Ajv validation with two rules of this app. Every string must be free of NUL (refusingNul).
 * And Fastify coerces types by default (a query string is text), also in JSON bodies, where it took `true` as 1 and
 * `"41.16"` as 41.16 in a withdrawal. A body that carries money or a budget (see wantsTypedJson) is validated without
 * coercion: its numbers must be JSON numbers. Other bodies keep coercing, as clients of the spec may send ids as text.
 */
export function buildValidator(): FastifyValidatorFactory {
  // The pool's declared type takes a bare schema; at run time it takes the route's definition, as Fastify passes it.
  const pool = AjvCompiler() as unknown as ValidatorFactory;
  const factory: ValidatorFactory = (externalSchemas, options = {}) => {
    const coercing = pool(externalSchemas, options);
    const typed = pool(externalSchemas, { ...options, customOptions: { ...options.customOptions, coerceTypes: false } });
    const compile = (route: Parameters<FastifySchemaCompiler<unknown>>[0]) =>
      refusingNul((route.httpPart === 'body' && wantsTypedJson(route.schema) ? typed : coercing)(route) as Validate);
    return compile as unknown as FastifySchemaCompiler<unknown>;
  };
  return factory as unknown as FastifyValidatorFactory;
}
