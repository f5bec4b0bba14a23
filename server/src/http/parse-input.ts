import { MESSAGES } from '@outbound/common';
import { AppError, validationError } from './errors';

interface FieldSchema {
  type?: string;
  fields?: Record<string, FieldSchema>;
  /** An array schema's element schema. */
  innerType?: FieldSchema;
}

const isScalar = (value: unknown) => typeof value === 'string' || typeof value === 'number';

/**
 * The input without values that a string field of the schema cannot hold (objects, arrays,
 * booleans): yup's string transforms (`trim`, `lowercase`) throw on them instead of failing.
 * Such a field is treated as absent, so that it fails with the form's own message.
 */
function withoutMistypedStrings(
  schema: FieldSchema,
  input: unknown,
): { value: unknown; mistyped: boolean } {
  // A lone string schema (an address, a search text) given an object or a list.
  if (schema.type === 'string' && input !== undefined && input !== null && !isScalar(input))
    return { value: undefined, mistyped: true };
  if (!schema.fields || !input || typeof input !== 'object' || Array.isArray(input))
    return { value: input, mistyped: false };
  let mistyped = false;
  const value: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const [name, field] of Object.entries(schema.fields)) {
    const item = value[name];
    if (item === undefined || item === null) continue;
    const badString = field.type === 'string' && !isScalar(item);
    const badStrings =
      field.type === 'array' &&
      field.innerType?.type === 'string' &&
      Array.isArray(item) &&
      !item.every(isScalar);
    if (badString || badStrings) {
      delete value[name];
      mistyped = true;
    } else if (field.type === 'object') {
      const inner = withoutMistypedStrings(field, item);
      value[name] = inner.value;
      mistyped ||= inner.mistyped;
    }
  }
  return { value, mistyped };
}

/**
 * Parses input with a shared yup schema; a failure is a 400 whose message is the first failing
 * field's, in the order the form shows the fields (the schema's declaration order). A value of the
 * wrong type fails like a missing one, or with the generic message where the field is optional.
 */
export async function parse<T>(
  schema: { validate(value: unknown, options?: object): Promise<T>; fields?: object },
  input: unknown,
): Promise<T> {
  const { value, mistyped } = withoutMistypedStrings(schema as FieldSchema, input);
  let parsed: T;
  try {
    parsed = await schema.validate(schema.fields ? (value ?? {}) : value, {
      abortEarly: false,
      stripUnknown: true,
    });
  } catch (error) {
    const inner = (error as { inner?: { path?: string; message: string }[] }).inner;
    if (schema.fields && inner && inner.length > 1) {
      const order = Object.keys(schema.fields);
      const rank = (path?: string) => {
        const index = order.indexOf((path ?? '').split('.')[0]);
        return index === -1 ? order.length : index;
      };
      const sorted = [...inner].sort((a, b) => rank(a.path) - rank(b.path));
      (error as { errors: string[] }).errors = sorted.map((item) => item.message);
    }
    throw validationError(error) ?? error;
  }
  if (mistyped) throw AppError.badRequest(MESSAGES.global.badRequest);
  return parsed;
}
