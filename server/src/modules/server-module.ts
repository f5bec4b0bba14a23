import type { Agenda } from 'agenda';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Services } from '../services';

/** A class: a type-graphql resolver or a TypeORM entity. */
export type ClassType = new (...args: never[]) => unknown;

/**
 * What one feature module adds to a process. `MODULES` (./index.ts) lists them; the GraphQL
 * schema, the `/v1` routes, the TypeORM entities and the worker's jobs are read from that list.
 */
export interface ServerModule {
  name: string;
  /** type-graphql resolver classes. */
  resolvers?: readonly ClassType[];
  /** Fastify plugins answering `/v1` (and other non-GraphQL) routes, registered in this order. */
  routes?: readonly ((app: FastifyInstance) => Promise<void>)[];
  /** TypeORM entities of the tables the module owns. */
  entities?: readonly ClassType[];
  /** Defines the module's Agenda jobs in a worker. */
  registerJobs?: (agenda: Agenda, services: Services, logger: Logger) => void;
  /** Starts what the module runs in a worker besides Agenda jobs; `stop` ends it. */
  startWorker?: (services: Services, logger: Logger) => Promise<{ stop(): Promise<void> }>;
}
