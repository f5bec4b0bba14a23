import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { MODULES } from '../../modules';
import type { ClassType } from '../../modules/server-module';
import { operationRoles, roleChecker } from '../roles';
import { limitRootConcurrency } from './root-concurrency';

/** Every module's resolvers, in the order of `MODULES`. */
const RESOLVERS: NonEmptyArray<ClassType> = nonEmpty(
  MODULES.flatMap((feature) => feature.resolvers ?? []),
);

function nonEmpty<T>(items: T[]): NonEmptyArray<T> {
  const [first, ...rest] = items;
  if (first === undefined) throw new Error('No module declares a GraphQL resolver.');
  return [first, ...rest];
}

let built: Promise<GraphQLSchema> | undefined;

/** The type-graphql schema, built once per process; root Query fields run a few at a time. */
export function graphqlSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({ resolvers: RESOLVERS, authChecker: roleChecker }).then((schema) => {
    operationRoles(); // every Query and Mutation field declares its minimum role
    return limitRootConcurrency(schema);
  });
  return built;
}
