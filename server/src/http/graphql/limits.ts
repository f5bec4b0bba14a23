import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { getComplexity } from 'graphql-query-complexity';
import { listSizeEstimator } from './list-cost';
import { operationCapError } from './operation-caps';

export const MAX_DEPTH = 10;
/** Introspection (GraphiQL, codegen) nests `ofType` about 15 levels deep. */
export const MAX_INTROSPECTION_DEPTH = 20;
/** The campaign list's page of 100 rows costs about 4,000 (see listSizeEstimator). */
export const MAX_COMPLEXITY = 10_000;

function depthOf(
  set: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  seen: Set<string>,
): number {
  if (!set) return 0;
  let deepest = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      deepest = Math.max(
        deepest,
        selection.selectionSet ? 1 + depthOf(selection.selectionSet, fragments, seen) : 1,
      );
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(selection.selectionSet, fragments, seen));
    } else {
      const name = selection.name.value;
      if (seen.has(name) || !fragments[name]) continue;
      deepest = Math.max(
        deepest,
        depthOf(fragments[name].selectionSet, fragments, new Set(seen).add(name)),
      );
    }
  }
  return deepest;
}

/** A validation rule refusing operations nested deeper than MAX_DEPTH fields (introspection: MAX_INTROSPECTION_DEPTH). */
export function depthLimit(context: ValidationContext): ASTVisitor {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  return {
    OperationDefinition(node) {
      const depth = depthOf(node.selectionSet, fragments, new Set());
      const introspectionOnly = node.selectionSet.selections.every(
        (selection) => selection.kind === Kind.FIELD && selection.name.value.startsWith('__'),
      );
      const limit = introspectionOnly ? MAX_INTROSPECTION_DEPTH : MAX_DEPTH;
      if (depth > limit) {
        context.reportError(
          new GraphQLError(`Query is too deep: ${depth} levels, at most ${limit} allowed.`, {
            nodes: [node],
            extensions: { code: 'BAD_REQUEST', status: 400 },
          }),
        );
      }
    },
  };
}

/**
 * Refuses, before any resolver runs, operations over the caps of `operation-caps.ts` (root
 * fields, aliases of one field, selections) and those whose estimated cost (declared field costs,
 * fields times list sizes) exceeds MAX_COMPLEXITY.
 */
export function complexityLimit(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema, operation }) {
          const capError = operation && operationCapError(schema, document, operation);
          if (capError) throw capError;
          let complexity: number;
          try {
            complexity = getComplexity({
              schema,
              query: document,
              operationName: request.operationName,
              variables: request.variables,
              estimators: [listSizeEstimator],
            });
          } catch (error) {
            // Variables that do not fit their types: the client's mistake, as GraphQL itself says.
            throw new GraphQLError((error as Error).message, {
              extensions: { code: 'BAD_USER_INPUT', status: 400, http: { status: 400 } },
            });
          }
          if (complexity > MAX_COMPLEXITY) {
            throw new GraphQLError(
              `Query is too complex: ${complexity}, at most ${MAX_COMPLEXITY} allowed.`,
              { extensions: { code: 'BAD_REQUEST', status: 400, http: { status: 400 } } },
            );
          }
        },
      };
    },
  };
}
