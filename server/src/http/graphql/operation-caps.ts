import {
  GraphQLError,
  getNamedType,
  isInterfaceType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** Root fields (distinct response keys) one operation may select: each runs a resolver. */
export const MAX_ROOT_FIELDS = 30;
/** Aliases (distinct response keys) of any one field, `Type.field`, across one operation. */
export const MAX_ALIASES_PER_FIELD = 10;
/** Field selections of one operation with its fragments spread where they are used. */
export const MAX_SELECTIONS = 5_000;

interface Tally {
  selections: number;
  /** Response keys seen per `Type.field`. */
  keys: Map<string, Set<string>>;
}

class TooLarge extends Error {}

function fieldTypeOf(parent: GraphQLNamedType | undefined, name: string) {
  if (!parent || !(isObjectType(parent) || isInterfaceType(parent))) return undefined;
  const field = parent.getFields()[name];
  return field ? getNamedType(field.type) : undefined;
}

/** Walks the selections with fragments spread, counting each field's response keys. */
function walk(
  set: SelectionSetNode,
  parent: GraphQLNamedType | undefined,
  context: { schema: GraphQLSchema; fragments: Map<string, FragmentDefinitionNode> },
  tally: Tally,
): void {
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      tally.selections += 1;
      if (tally.selections > MAX_SELECTIONS) throw new TooLarge();
      const name = selection.name.value;
      if (name === '__typename') continue;
      const coordinate = `${parent?.name ?? '?'}.${name}`;
      const keys = tally.keys.get(coordinate) ?? new Set<string>();
      keys.add(selection.alias?.value ?? name);
      tally.keys.set(coordinate, keys);
      if (selection.selectionSet) {
        walk(selection.selectionSet, fieldTypeOf(parent, name), context, tally);
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const condition = selection.typeCondition?.name.value;
      walk(
        selection.selectionSet,
        condition ? context.schema.getType(condition) : parent,
        context,
        tally,
      );
    } else {
      const fragment = context.fragments.get(selection.name.value);
      if (!fragment) continue;
      walk(
        fragment.selectionSet,
        context.schema.getType(fragment.typeCondition.name.value),
        context,
        tally,
      );
    }
  }
}

function refused(message: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: 'BAD_REQUEST', status: 400, http: { status: 400 } },
  });
}

/**
 * The operation's shape against the caps, before any resolver runs: at most MAX_ROOT_FIELDS root
 * fields, MAX_ALIASES_PER_FIELD aliases of one field and MAX_SELECTIONS selections in all (so
 * that fragments spread inside each other cannot multiply the work of checking it). Answers the
 * error to refuse it with, or undefined. Runs after validation (fragments have no cycles).
 */
export function operationCapError(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): GraphQLError | undefined {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    }
  }
  const root = schema.getRootType(operation.operation) ?? undefined;
  const tally: Tally = { selections: 0, keys: new Map() };
  try {
    walk(operation.selectionSet, root, { schema, fragments }, tally);
  } catch (error) {
    if (!(error instanceof TooLarge)) throw error;
    return refused(`Query is too large: more than ${MAX_SELECTIONS} fields.`);
  }
  let rootFields = 0;
  for (const [coordinate, keys] of tally.keys) {
    if (root && coordinate.startsWith(`${root.name}.`)) rootFields += keys.size;
  }
  if (rootFields > MAX_ROOT_FIELDS) {
    return refused(
      `Query has too many top-level fields: ${rootFields}, at most ${MAX_ROOT_FIELDS} allowed.`,
    );
  }
  for (const [coordinate, keys] of tally.keys) {
    if (keys.size > MAX_ALIASES_PER_FIELD) {
      return refused(
        `Query selects ${coordinate} too many times: ${keys.size}, at most ${MAX_ALIASES_PER_FIELD} allowed.`,
      );
    }
  }
  return undefined;
}
