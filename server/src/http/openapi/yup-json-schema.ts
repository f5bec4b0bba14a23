/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1), as plain data. */
export type JsonSchema = { [key: string]: unknown };

/** What yup 1.x's `schema.describe()` answers, as far as the document reads it. */
interface Description {
  type: string;
  label?: string;
  meta?: { description?: string };
  optional?: boolean;
  nullable?: boolean;
  default?: unknown;
  oneOf?: unknown[];
  tests?: { name?: string; params?: Record<string, unknown> }[];
  fields?: Record<string, Description>;
  innerType?: Description;
  innerTypes?: Description[];
}

/** Anything with yup's `describe()`: a schema, a lazy schema, a reference. */
export interface Describable {
  describe(options?: object): unknown;
}

export function isDescribable(value: unknown): value is Describable {
  return (
    typeof value === 'object' &&
    value !== null &&
    '__isYupSchema__' in value &&
    typeof (value as unknown as Describable).describe === 'function'
  );
}

/**
 * The JSON Schema of a yup schema, read from its description: types, required fields, allowed
 * values, lengths, bounds, `email`, `uuid`, `url` and `integer`. Custom tests (a time zone, a
 * domain list) are not expressible and are left out: the document never refuses what the server
 * accepts, it may accept a little more than the server does.
 */
export function yupToJsonSchema(schema: Describable): JsonSchema {
  let described: Description;
  try {
    described = schema.describe() as Description;
  } catch {
    return {};
  }
  return convert(described);
}

/** Whether the field of an object schema must be present. */
export function isRequired(field: Describable): boolean {
  try {
    const described = field.describe() as Description;
    return described.optional === false && described.default === undefined;
  } catch {
    return false;
  }
}

function convert(description: Description): JsonSchema {
  const schema = withTests(typed(description), description);
  const allowed = (description.oneOf ?? []).filter((value) => value !== undefined);
  if (allowed.length) schema.enum = allowed;
  if (description.meta?.description) schema.description = description.meta.description;
  // A scalar's default (an object's is only its fields' defaults, given with them).
  const scalarDefault = description.default === null || typeof description.default !== 'object';
  if (
    description.default !== undefined &&
    typeof description.default !== 'function' &&
    scalarDefault
  )
    schema.default = description.default;
  if (description.nullable) return nullable(schema);
  return schema;
}

function typed(description: Description): JsonSchema {
  switch (description.type) {
    case 'string':
      return { type: 'string' };
    case 'number':
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', format: 'date-time' };
    case 'array':
      return description.innerType
        ? { type: 'array', items: convert(description.innerType) }
        : { type: 'array' };
    case 'tuple':
      return {
        type: 'array',
        prefixItems: (description.innerTypes ?? []).map(convert),
      };
    case 'object':
      return objectOf(description.fields ?? {});
    default:
      // mixed, lazy or a custom type: any value.
      return {};
  }
}

function objectOf(fields: Record<string, Description>): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [name, field] of Object.entries(fields)) {
    properties[name] = convert(field);
    if (field.optional === false && field.default === undefined) required.push(name);
  }
  return required.length
    ? { type: 'object', properties, required }
    : { type: 'object', properties };
}

const LENGTH: Record<string, Record<string, string>> = {
  string: { min: 'minLength', max: 'maxLength', length: 'minLength' },
  array: { min: 'minItems', max: 'maxItems', length: 'minItems' },
  number: {
    min: 'minimum',
    max: 'maximum',
    moreThan: 'exclusiveMinimum',
    lessThan: 'exclusiveMaximum',
  },
};
const FORMATS: Record<string, string> = { email: 'email', uuid: 'uuid', url: 'uri' };

function withTests(schema: JsonSchema, description: Description): JsonSchema {
  const keywords = LENGTH[description.type] ?? {};
  for (const test of description.tests ?? []) {
    const name = test.name ?? '';
    const params = test.params ?? {};
    const keyword = keywords[name];
    const bound =
      params[name] ?? params.min ?? params.max ?? params.length ?? params.more ?? params.less;
    if (keyword && typeof bound === 'number') {
      schema[keyword] = bound;
      if (name === 'length') schema[keyword.replace('min', 'max')] = bound;
    } else if (FORMATS[name] && description.type === 'string') {
      schema.format = FORMATS[name];
    } else if (name === 'integer' && description.type === 'number') {
      schema.type = 'integer';
    }
  }
  return schema;
}

/** The schema, or null. */
export function nullable(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string') {
    const widened: JsonSchema = { ...schema, type: [schema.type, 'null'] };
    if (Array.isArray(schema.enum)) widened.enum = [...schema.enum, null];
    return widened;
  }
  if (Object.keys(schema).length === 0) return schema;
  return { anyOf: [schema, { type: 'null' }] };
}
