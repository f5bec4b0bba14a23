import type { LegacyField, LegacyMapper } from '../legacy-fields';
import type { MinimumRole } from '../roles';
import {
  isDescribable,
  isRequired,
  nullable,
  yupToJsonSchema,
  type Describable,
  type JsonSchema,
} from './yup-json-schema';

/** A request part's schema: a yup schema (converted when the document is built) or JSON Schema. */
export type SchemaSource = Describable | JsonSchema;

/**
 * How a `/v1` route is described in the API document (`config.openapi`, next to `config.role`).
 * Every route reads its input in one of these ways, and says which: `body` (JSON), `query`,
 * `multipart` (an upload), or `none`.
 */
export interface RouteDoc {
  summary: string;
  body?: SchemaSource;
  query?: SchemaSource;
  /** A multipart/form-data upload: its fields. */
  multipart?: JsonSchema;
  /** The route reads nothing but its URL's parameters (if any) and the caller. */
  none?: true;
  /** The success answer's JSON; absent: described loosely as a JSON object. */
  response?: JsonSchema;
  /** A success answer of another type than JSON (a CSV file, an attachment). */
  produces?: string;
  /** An example success answer (the spec's message, where it has one). */
  example?: unknown;
  /** Success statuses besides 200 (an import still running answers 202). */
  alsoStatus?: number[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route in the API document; every `/v1` route declares one (`openapi/README.md`). */
    openapi?: RouteDoc;
  }
}

/**
 * A `/v1` route's options: its minimum role (`minRole.*`) and its entry in the API document.
 * `app.post(url, documented(minRole.member, { summary, body, response }), handler)`.
 */
export function documented<R extends MinimumRole>(
  options: { readonly config: { readonly role: R } },
  doc: RouteDoc,
): { config: { role: R; openapi: RouteDoc } } {
  return { config: { role: options.config.role, openapi: doc } };
}

/** A request part as JSON Schema. */
export function toJsonSchema(source: SchemaSource): JsonSchema {
  return isDescribable(source) ? yupToJsonSchema(source) : source;
}

type FieldSchemas = Record<string, SchemaSource | undefined>;

/** The fields of a yup object schema (`schema.fields`), or the table given. */
function fieldsOf(source: Describable | FieldSchemas): FieldSchemas {
  if (isDescribable(source))
    return ((source as { fields?: FieldSchemas }).fields ?? {}) as FieldSchemas;
  return source;
}

/**
 * The JSON body of a route that maps old field names to a command (`legacy(...)`): each name the
 * body may use, with the schema of the command field it feeds, from the yup schema the service
 * validates the command with (or a table of field schemas; `more` adds or overrides fields).
 * A field the schema does not know is described as any value, and so is one the route reshapes
 * (`{ from, map }`: its JSON has another shape than the command's) unless `wire` describes it by
 * its JSON name.
 */
export function legacyBody(
  mapper: LegacyMapper<unknown>,
  schema: Describable | FieldSchemas,
  more: FieldSchemas = {},
  wire: Record<string, SchemaSource> = {},
): JsonSchema {
  const fields = { ...fieldsOf(schema), ...more };
  const properties: Record<string, JsonSchema> = {};
  const required: JsonSchema[] = [];
  for (const [name, field] of Object.entries(mapper.legacyFields)) {
    const names = namesOf(field);
    const reshaped = !Array.isArray(field);
    const source = reshaped ? undefined : fields[name];
    const converted = source ? toJsonSchema(source) : {};
    names.forEach((jsonName, index) => {
      const own = wire[jsonName] ? toJsonSchema(wire[jsonName]) : converted;
      properties[jsonName] =
        index === 0 ? own : { ...own, description: `Also read as ${names[0]}.` };
    });
    if (source && isDescribable(source) && isRequired(source)) {
      required.push(
        names.length === 1 ? { required: names } : { anyOf: names.map((n) => ({ required: [n] })) },
      );
    }
  }
  const body: JsonSchema = { type: 'object', properties };
  if (required.length === 1 && Array.isArray(required[0].required))
    body.required = required[0].required;
  else if (required.length) body.allOf = required;
  return body;
}

function namesOf(field: LegacyField): readonly string[] {
  return Array.isArray(field) ? field : (field as { from: readonly string[] }).from;
}

/** A body or query of the given fields (yup or JSON Schema each), `required` listed. */
export function fields(properties: FieldSchemas, required: string[] = []): JsonSchema {
  const converted: Record<string, JsonSchema> = {};
  for (const [name, source] of Object.entries(properties)) {
    converted[name] = source ? toJsonSchema(source) : {};
  }
  return required.length
    ? { type: 'object', properties: converted, required }
    : { type: 'object', properties: converted };
}

// Response shapes, in JSON Schema: the answers are built by hand in the route files, so their
// shapes are declared beside them and checked against the real answers by the contract test.

export const str: JsonSchema = { type: 'string' };
export const num: JsonSchema = { type: 'number' };
export const int: JsonSchema = { type: 'integer' };
export const bool: JsonSchema = { type: 'boolean' };
export const uuid: JsonSchema = { type: 'string', format: 'uuid' };
export const date: JsonSchema = { type: 'string', format: 'date-time' };
export const any: JsonSchema = {};
export const anyObject: JsonSchema = { type: 'object' };
export const orNull = nullable;

/** An object with these properties, all present (`optional` lists those that may be absent). */
export function obj(properties: Record<string, JsonSchema>, optional: string[] = []): JsonSchema {
  const required = Object.keys(properties).filter((name) => !optional.includes(name));
  return { type: 'object', properties, required };
}

export function list(items: JsonSchema): JsonSchema {
  return { type: 'array', items };
}

export function oneOfValues(...values: unknown[]): JsonSchema {
  return { enum: values };
}

/** `{ data: … }`, the usual answer. */
export function data(schema: JsonSchema): JsonSchema {
  return obj({ data: schema });
}

/** `{ message }`, an answer that only says what was done. */
export const message: JsonSchema = obj({ message: str });

/** `{ message, data }`. */
export function messageAnd(schema: JsonSchema): JsonSchema {
  return obj({ message: str, data: schema });
}
