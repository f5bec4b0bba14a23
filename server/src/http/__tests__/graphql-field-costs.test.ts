import fs from 'node:fs';
import path from 'node:path';
import {
  getIntrospectionQuery,
  getNamedType,
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLObjectType,
  GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { getComplexity } from 'graphql-query-complexity';
import { FIELD_COSTS, missingCostHint } from '../graphql/field-costs';
import { MAX_COMPLEXITY } from '../graphql/limits';
import { listSizeEstimator } from '../graphql/list-cost';
import {
  MAX_ALIASES_PER_FIELD,
  MAX_ROOT_FIELDS,
  operationCapError,
} from '../graphql/operation-caps';
import { graphqlSchema } from '../graphql/schema';

const COSTS_FILE = 'server/src/http/graphql/field-costs.ts';
const CLIENT_FEATURES = path.join(__dirname, '../../../../client/src/features');

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await graphqlSchema();
});

function rootCoordinates(): string[] {
  return [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
    type ? Object.keys(type.getFields()).map((name) => `${type.name}.${name}`) : [],
  );
}

function costOf(
  query: string | DocumentNode,
  variables: Record<string, unknown> = {},
  operationName?: string,
) {
  return getComplexity({
    schema,
    query: typeof query === 'string' ? parse(query) : query,
    variables,
    operationName,
    estimators: [listSizeEstimator],
  });
}

describe('declared field costs', () => {
  it('every Query and Mutation field of the built schema has a declared cost', () => {
    const missing = rootCoordinates()
      .filter((coordinate) => !FIELD_COSTS[coordinate])
      .map(
        (coordinate) =>
          `${coordinate} has no declared cost: add ${missingCostHint(coordinate)} to FIELD_COSTS in ${COSTS_FILE}`,
      );
    expect(missing).toEqual([]);
  });

  it('declares no cost for a field that does not exist', () => {
    const known = new Set(rootCoordinates());
    const stale = Object.keys(FIELD_COSTS).filter((coordinate) => {
      const [typeName, field] = coordinate.split('.');
      const type = schema.getType(typeName);
      const fields = type && 'getFields' in type ? type.getFields() : {};
      return !known.has(coordinate) && !(field in fields);
    });
    expect(stale).toEqual([]);
  });

  it('costs a conversation read like a page of messages, the dashboard like its aggregates', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    // A page of 10 messages unless `limit` says otherwise.
    expect(costOf(`{ inboxConversation(conversationId: "${id}") { id } }`)).toBeGreaterThanOrEqual(
      1_000,
    );
    expect(costOf(`{ dashboard { timeZone } }`)).toBeGreaterThanOrEqual(1_000);
    for (const heavy of ['campaignOverview', 'campaignTimelineGraph', 'previewMessages']) {
      expect(FIELD_COSTS[`Query.${heavy}`].cost).toBeGreaterThanOrEqual(200);
    }
    // Ten conversation reads no longer fit in one operation (5,000 did).
    const ten = Array.from(
      { length: 10 },
      (_, i) => `c${i}: inboxConversation(conversationId: "${id}") { id }`,
    ).join(' ');
    expect(costOf(`{ ${ten} }`)).toBeGreaterThan(MAX_COMPLEXITY);
  });

  it('a conversation read given a page size costs per message of the page', () => {
    // The thread as it will be paged: the same field with a page size argument.
    const message = new GraphQLObjectType({ name: 'M', fields: { id: { type: GraphQLID } } });
    const paged = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {
          inboxConversation: {
            type: new GraphQLObjectType({
              name: 'C',
              fields: { id: { type: GraphQLID }, messages: { type: new GraphQLList(message) } },
            }),
            args: { last: { type: GraphQLInt } },
          },
        },
      }),
    });
    const cost = (last: number) =>
      getComplexity({
        schema: paged,
        query: parse(`{ inboxConversation(last: ${last}) { id messages { id } } }`),
        estimators: [listSizeEstimator],
      });
    const perRow = FIELD_COSTS['Query.inboxConversation'].perPageRow!;
    expect(cost(20)).toBe(20 * perRow + 1 + (1 + 10));
    expect(cost(50) - cost(20)).toBe(30 * perRow);
  });

  it('a list argument multiplies a declared cost by its length', () => {
    const ids = (n: number) =>
      JSON.stringify(Array.from({ length: n }, () => '00000000-0000-4000-8000-000000000000'));
    const one = costOf(`mutation { updateLeads(ids: ${ids(1)}, status: won) { id } }`);
    const hundred = costOf(`mutation { updateLeads(ids: ${ids(100)}, status: won) { id } }`);
    expect(hundred - one).toBe(99 * FIELD_COSTS['Mutation.updateLeads'].cost);
  });
});

/** Every operation of the client, with the fragments of every file (they refer across files). */
function clientOperations(): { name: string; document: DocumentNode }[] {
  const files = fs
    .readdirSync(CLIENT_FEATURES)
    .map((feature) => path.join(CLIENT_FEATURES, feature, 'graphql'))
    .filter((dir) => fs.existsSync(dir))
    .flatMap((dir) => fs.readdirSync(dir).map((file) => path.join(dir, file)))
    .filter((file) => file.endsWith('.graphql'));
  const definitions = files.flatMap((file) => parse(fs.readFileSync(file, 'utf8')).definitions);
  const fragments = definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  return definitions
    .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => ({
      name: operation.name?.value ?? '?',
      document: { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] },
    }));
}

/** A value of an input type: page sizes at the most the client asks for (100), the rest plain. */
function sampleValue(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, name);
  if (isListType(type)) return [sampleValue(type.ofType, name)];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0].value;
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields()).filter(
      (field) => isNonNullType(field.type) || /limit/i.test(field.name),
    );
    return Object.fromEntries(
      fields.map((field) => [field.name, sampleValue(field.type, field.name)]),
    );
  }
  switch (named.name) {
    case 'Int':
      return /limit|first|pageSize/i.test(name) ? 100 : 0;
    case 'Float':
      return 0;
    case 'Boolean':
      return false;
    case 'ID':
      return '00000000-0000-4000-8000-000000000000';
    case 'DateTimeISO':
      return '2026-01-05T10:00:00.000Z';
    default:
      return 'x';
  }
}

function sampleVariables(operation: OperationDefinitionNode): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.defaultValue) continue;
    const type = typeFromAST(schema, definition.type as never) as GraphQLInputType | undefined;
    if (type)
      variables[definition.variable.name.value] = sampleValue(type, definition.variable.name.value);
  }
  return variables;
}

describe('the client and the tools still fit', () => {
  it('every operation of the client is within the caps and the cost limit', () => {
    const operations = clientOperations();
    expect(operations.length).toBeGreaterThan(50);
    const over: string[] = [];
    for (const { name, document } of operations) {
      const operation = document.definitions[0] as OperationDefinitionNode;
      const capError = operationCapError(schema, document, operation);
      if (capError) over.push(`${name}: ${capError.message}`);
      const cost = costOf(document, sampleVariables(operation), name);
      if (cost > MAX_COMPLEXITY) over.push(`${name}: cost ${cost}`);
    }
    expect(over).toEqual([]);
  });

  it('introspection (GraphiQL, codegen) is within the caps', () => {
    const document = parse(getIntrospectionQuery());
    const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)!;
    expect(operationCapError(schema, document, operation)).toBeUndefined();
  });

  it('states the caps it refuses with', () => {
    const aliases = (n: number) =>
      Array.from({ length: n }, (_, i) => `m${i}: me { id }`).join(' ');
    const check = (query: string) => {
      const document = parse(query);
      return operationCapError(schema, document, document.definitions[0] as OperationDefinitionNode)
        ?.message;
    };
    expect(check(`{ ${aliases(MAX_ALIASES_PER_FIELD)} }`)).toBeUndefined();
    expect(check(`{ ${aliases(MAX_ALIASES_PER_FIELD + 1)} }`)).toBe(
      `Query selects Query.me too many times: ${MAX_ALIASES_PER_FIELD + 1}, at most ${MAX_ALIASES_PER_FIELD} allowed.`,
    );
    const many = Object.keys(schema.getQueryType()!.getFields())
      .flatMap((field) => [`a_${field}: ${field}`, `b_${field}: ${field}`])
      .slice(0, MAX_ROOT_FIELDS + 1);
    // Arguments and selections do not matter to the caps: only the shape is read.
    expect(check(`{ ${many.join(' ')} }`)).toBe(
      `Query has too many top-level fields: ${MAX_ROOT_FIELDS + 1}, at most ${MAX_ROOT_FIELDS} allowed.`,
    );
    // Fragments spread inside fragments count where they are spread.
    const fragments = `fragment A on User { id } fragment B on User { ...A ...A } fragment C on Query { ${aliases(6)} }`;
    expect(
      check(
        `{ ...C x: me { ...B } y: me { ...B } z: me { ...B } w: me { ...B } v: me { ...B } } ${fragments}`,
      ),
    ).toMatch(/^Query selects Query\.me too many times: 11,/);
  });
});
