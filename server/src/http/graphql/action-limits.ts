import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { GraphQLContext } from '../context';
import { RateLimitedError } from '../errors';
import { FIELD_ACTIONS, type LimitedAction, type RequestLimits } from '../rate-limits';

/** The root fields an operation selects, through inline fragments and fragment spreads. */
function rootFields(
  set: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): string[] {
  return set.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      return rootFields(selection.selectionSet, fragments, seen);
    }
    const name = selection.name.value;
    if (seen.has(name) || !fragments[name]) return [];
    seen.add(name);
    return rootFields(fragments[name].selectionSet, fragments, seen);
  });
}

function actionsOf(operation: OperationDefinitionNode, fragments: FragmentDefinitionNode[]) {
  const byName = Object.fromEntries(fragments.map((fragment) => [fragment.name.value, fragment]));
  return rootFields(operation.selectionSet, byName)
    .map((field) => FIELD_ACTIONS[field])
    .filter((action): action is LimitedAction => action !== undefined);
}

/**
 * GraphQL operations that sign in, ask for a reset link, invite or send a test spend the same
 * limit as their /v1 call, once per field (aliases included). Over the limit the whole operation
 * is refused before it runs: HTTP 429 with Retry-After, `extensions.code` TOO_MANY_REQUESTS.
 */
export function actionLimits(limits: RequestLimits): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, contextValue }) {
          if (!operation) return;
          const fragments = document.definitions.filter(
            (definition) => definition.kind === Kind.FRAGMENT_DEFINITION,
          );
          const subject = { ip: contextValue.ip, caller: contextValue.caller };
          try {
            for (const action of actionsOf(operation, fragments)) {
              await limits.spend(action, subject);
            }
          } catch (error) {
            if (!(error instanceof RateLimitedError)) throw error;
            const retryAfter = String(error.retryAfterSeconds);
            throw new GraphQLError(error.message, {
              extensions: {
                code: error.code,
                status: 429,
                retryAfter: error.retryAfterSeconds,
                http: { status: 429, headers: new HeaderMap([['retry-after', retryAfter]]) },
              },
            });
          }
        },
      };
    },
  };
}
