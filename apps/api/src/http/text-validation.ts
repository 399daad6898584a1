import { type HttpError, invalidField } from './http-error';

export type Validate = ((data: unknown, context?: unknown) => boolean) & { errors?: unknown[] | null; schemaEnv?: unknown };

/** The refusal of a field that carries a NUL character, a whole sentence so that each language can word it. */
export const nulMessage = (field: string) => `${field} must not contain the NUL character (\\u0000)`;

/** The JSON pointer of the first string (value or key) that carries a NUL character, or undefined. */
function nulAt(value: unknown, pointer: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? pointer : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = `${pointer}/${key}`;
    if (key.includes('\u0000')) return at;
    const found = nulAt(item, at);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Runs the schema's validation, then refuses any string in the validated part (query, params, body, headers) that
 * carries a NUL character. PostgreSQL cannot store it in text, and no field of this API has a use for it; refusing it
 * here answers 400 with the field instead of a failed query, for every route, present and future.
 */
export function refusingNul(validate: Validate): Validate {
  const checked: Validate = (data, context) => {
    if (!validate(data, context)) {
      checked.errors = validate.errors;
      return false;
    }
    const at = nulAt(data, '');
    checked.errors = at === undefined ? null : [{ instancePath: at, schemaPath: '#', keyword: 'nul', params: {} }];
    return at === undefined;
  };
  // Fastify hands the parent object to validators that have it, so that Ajv may coerce a whole request part.
  checked.schemaEnv = validate.schemaEnv;
  return checked;
}

/**
 * Multipart fields read as they stream in bypass the schema validators; the readers hold them to the same rule here,
 * where they check the fields' other rules. Answers the refusal for the first field with a NUL character.
 */
export function nulFieldProblem(fields: Record<string, string | undefined>): HttpError | undefined {
  const field = Object.keys(fields).find((name) => fields[name]?.includes('\u0000') || name.includes('\u0000'));
  if (field === undefined) return undefined;
  const name = field.replaceAll('\u0000', '');
  return invalidField(name, nulMessage(name));
}
