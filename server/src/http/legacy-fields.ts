/**
 * The /v1 edge's names for a command's fields. A field lists the names the old JSON used for it,
 * in precedence order: the first that holds a value (not null or undefined) wins, as `a ?? b`
 * would. `{ from, map }` also reshapes the value (a nested object or list of the old shape).
 */
export type LegacyField = readonly string[] | { from: readonly string[]; map: LegacyMap };

/** Reshapes a value of the old JSON; anything it does not recognise goes through as it is. */
type LegacyMap = (value: unknown) => unknown;

const isNames = (field: LegacyField): field is readonly string[] => Array.isArray(field);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A mapper from a /v1 body to a command: a new object holding only the declared fields (values
 * are not checked here; the service validates the command with its schema). A body that is not an
 * object goes through unchanged, so that it fails validation as it always has.
 */
export function legacy<T>(fields: { [K in keyof T]-?: LegacyField }): LegacyMapper<T> {
  const entries = Object.entries(fields) as [string, LegacyField][];
  const mapper = (body: unknown): T => {
    if (!isPlainObject(body)) return body as T;
    const command: Record<string, unknown> = {};
    for (const [name, field] of entries) {
      const from = isNames(field) ? field : field.from;
      let value: unknown = undefined;
      for (const source of from) {
        value = value ?? body[source];
      }
      if (value === undefined) continue;
      command[name] = isNames(field) ? value : field.map(value);
    }
    return command as T;
  };
  // The declared names, read by the API document (`http/openapi/`).
  return Object.assign(mapper, { legacyFields: fields as Record<string, LegacyField> });
}

/** A body-to-command mapper, with the old names of each field. */
export type LegacyMapper<T> = ((body: unknown) => T) & {
  readonly legacyFields: Record<string, LegacyField>;
};

/** A list of the old shape, each item mapped; anything but a list goes through unchanged. */
export function legacyEach(map: LegacyMap): LegacyMap {
  return (value) => (Array.isArray(value) ? value.map(map) : value);
}
