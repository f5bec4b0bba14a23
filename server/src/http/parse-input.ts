import { validationError } from './errors';

/**
 * Parses input with a shared yup schema; a failure is a 400 whose message is the first failing
 * field's, in the order the form shows the fields (the schema's declaration order).
 */
export async function parse<T>(
  schema: { validate(value: unknown, options?: object): Promise<T>; fields?: object },
  input: unknown,
): Promise<T> {
  try {
    return await schema.validate(schema.fields ? (input ?? {}) : input, {
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
}
