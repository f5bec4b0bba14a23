/**
 * The services of the repository's `docker-compose.yml` as the scale-out test runs them: each
 * service's command and environment, merge keys (`<<`) resolved and `${NAME...}` interpolated the
 * way `docker compose` does from a shell (or `.env`) environment. Reading the file rather than
 * copying it keeps the test and the deployment from drifting apart.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export const COMPOSE_FILE = path.resolve(__dirname, '../../../docker-compose.yml');

export interface ComposeService {
  command: string[];
  environment: Record<string, string>;
  replicas: number;
}

interface RawService {
  command?: string[] | string;
  environment?: Record<string, string | number | boolean | null>;
  deploy?: { replicas?: number };
}

/**
 * `${NAME}`, `${NAME:-default}`, `${NAME-default}`, `${NAME:?error}`, `${NAME?error}` and `$$`, as
 * compose reads them (a default or message holds no `}`, and here no `$` either: a scan from one
 * `${` stops at the next `$`, so the whole replace stays linear, even on `${a-${a-…` unclosed).
 */
const VARIABLE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}$]*))?\}|\$\$/g;

export function interpolate(value: string, shell: Record<string, string>): string {
  return value.replace(VARIABLE, (whole, name: string, operator = '', operand = '') => {
    if (whole === '$$') return '$';
    const set = name in shell;
    const present = operator.startsWith(':') ? set && shell[name] !== '' : set;
    if (operator.endsWith('?') && !present) {
      throw new Error(`docker-compose.yml: ${name} must be set (${operand})`);
    }
    if (operator.endsWith('-') && !present) return operand;
    return set ? shell[name] : '';
  });
}

/** The file's services, `shell` standing for the environment `docker compose` is run from. */
export function readComposeServices(
  shell: Record<string, string>,
  file = COMPOSE_FILE,
): Record<string, ComposeService> {
  const document = parse(readFileSync(file, 'utf8'), { merge: true }) as {
    services: Record<string, RawService>;
  };
  const services: Record<string, ComposeService> = {};
  for (const [name, raw] of Object.entries(document.services)) {
    const command = typeof raw.command === 'string' ? raw.command.split(/\s+/) : raw.command;
    services[name] = {
      command: (command ?? []).map((part) => interpolate(part, shell)),
      environment: Object.fromEntries(
        Object.entries(raw.environment ?? {}).map(([key, value]) => [
          key,
          interpolate(value === null ? '' : String(value), shell),
        ]),
      ),
      replicas: raw.deploy?.replicas ?? 1,
    };
  }
  return services;
}
