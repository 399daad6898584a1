/** An OpenAPI 3.0 schema object as @fastify/swagger writes the route schemas. */
export interface OpenApiSchema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  items?: OpenApiSchema;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  nullable?: boolean;
}

export const SAMPLE_PASSWORD = 'lantern-harbour-42';

/** Strings tried, in order, against a field's pattern until one matches. */
const PATTERN_CANDIDATES = ['1', 'a', 'abc', 'abc-123', 'ABC12345', '123456', '2026-01-01', '/search', 'DE89370400440532013000', 'x'];

/** The branch of a union that a well-formed request would use. */
export function concrete(schema: OpenApiSchema): OpenApiSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (!branches) return schema;
  return concrete(branches.find((branch) => branch.type !== 'null') ?? branches[0] ?? {});
}

/** A plausible value for a schema: what a well-behaved client would send, so that one hostile field is the only fault. */
export function sampleOf(schema: OpenApiSchema, name = ''): unknown {
  const s = concrete(schema);
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  switch (s.type) {
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(s.minItems ?? 1, 1) }, (_, index) => {
        const item = sampleOf(s.items ?? {}, name);
        return typeof item === 'string' && s.minItems ? `${item}${index}` : item;
      });
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([key, value]) => [key, sampleOf(value, key)]));
    default:
      return sampleString(s, name);
  }
}

function sampleString(s: OpenApiSchema, name: string): string {
  if (s.format === 'email' || name.includes('email')) return 'probe@example.com';
  if (s.format === 'date-time') return new Date().toISOString();
  if (s.format === 'date') return '2026-01-01';
  if (s.format === 'uri') return 'https://example.com/';
  if (name.includes('password')) return SAMPLE_PASSWORD;
  if (s.pattern) {
    const pattern = new RegExp(s.pattern, 'u');
    const match = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate));
    if (match) return match;
  }
  return 'probe'.padEnd(s.minLength ?? 1, 'e');
}

/** Paths of the leaves of an object schema (nested objects one level down), each with its own schema. */
export function leavesOf(schema: OpenApiSchema, prefix: string[] = [], depth = 0): { path: string[]; schema: OpenApiSchema }[] {
  const s = concrete(schema);
  if (s.type !== 'object' || !s.properties || depth > 1) return prefix.length ? [{ path: prefix, schema: s }] : [];
  return Object.entries(s.properties).flatMap(([key, value]) => leavesOf(value, [...prefix, key], depth + 1));
}

/** A copy of `object` with the value at `path` replaced. */
export function withValueAt(object: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) return object;
  if (rest.length === 0) return { ...object, [head]: value };
  const inner = object[head];
  return {
    ...object,
    [head]: withValueAt(typeof inner === 'object' && inner !== null ? (inner as Record<string, unknown>) : {}, rest, value),
  };
}
