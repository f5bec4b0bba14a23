import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type { FastifyInstance } from 'fastify';

type Json = Record<string, unknown>;
interface Operation {
  responses: Record<string, Json>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json>; responses: Record<string, Json> };
}

/** An answer as `app.inject` gives it. */
export interface InjectedAnswer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * The /v1 contract as the tests check it: every `/v1` answer against the schema the document
 * (`GET /v1/openapi.json`) gives its route and status. `check` names what is wrong, or null.
 * `startTestServer` checks every `t.rest` answer with it when `API_CONTRACT=1` is set;
 * `http/openapi/__tests__/contract.test.ts` drives every route through it.
 */
export class ApiContract {
  private readonly ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
  private readonly validators = new Map<string, ValidateFunction | null>();
  private readonly routes: { pattern: RegExp; path: string }[];
  /** Which `METHOD path status` were checked, for the tests' own report. */
  readonly checked = new Set<string>();

  private constructor(private readonly document: Document) {
    this.routes = Object.keys(document.paths).map((path) => ({
      path,
      pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`),
    }));
  }

  static async of(app: FastifyInstance): Promise<ApiContract> {
    const answer = await app.inject({ method: 'GET', url: '/v1/openapi.json' });
    return new ApiContract(JSON.parse(answer.body) as Document);
  }

  /** What is wrong with this answer to `method url`, or null (also for routes outside /v1). */
  check(method: string, url: string, answer: InjectedAnswer): string | null {
    const pathname = url.split('?')[0];
    if (!pathname.startsWith('/v1/')) return null;
    const verb = method.toLowerCase();
    const route = this.routes.find(
      (candidate) => candidate.pattern.test(pathname) && this.document.paths[candidate.path][verb],
    );
    const operation = route && this.document.paths[route.path][verb];
    if (!route || !operation) return `${method} ${pathname} is not in the document`;
    const name = `${method} ${route.path}`;
    const status = String(answer.statusCode);
    const response = this.resolve(operation.responses[status]);
    if (!response) return `${name} answered ${status}, which the document does not list`;
    this.checked.add(`${name} ${status}`);
    const content = response.content as Record<string, { schema?: Json }> | undefined;
    const json = content?.['application/json'];
    const type = String(answer.headers['content-type'] ?? '');
    if (!json) return null; // a file or a stream of another type: not JSON to check
    if (!type.startsWith('application/json')) return `${name} ${status} answered ${type}, not JSON`;
    const validate = this.validator(`${name} ${status}`, json.schema ?? {});
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return `${name} ${status} answered a body that is not JSON`;
    }
    if (!validate || validate(body)) return null;
    const [error] = validate.errors ?? [];
    return `${name} ${status}: ${error?.instancePath || '(root)'} ${error?.message} — ${answer.body.slice(0, 300)}`;
  }

  private resolve(response: Json | undefined): Json | undefined {
    const ref = response?.$ref;
    if (typeof ref !== 'string') return response;
    return this.document.components.responses[ref.split('/').pop() ?? ''];
  }

  private validator(key: string, schema: Json): ValidateFunction | null {
    if (!this.validators.has(key)) {
      const inlined = this.inline(schema) as Json;
      this.validators.set(key, this.ajv.compile(inlined));
    }
    return this.validators.get(key) ?? null;
  }

  /** The schema with `#/components/schemas/…` references replaced by the schemas. */
  private inline(value: unknown): unknown {
    if (Array.isArray(value)) return value.map((item) => this.inline(item));
    if (!value || typeof value !== 'object') return value;
    const ref = (value as Json).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
      return this.inline(this.document.components.schemas[ref.split('/').pop() ?? '']);
    }
    return Object.fromEntries(
      Object.entries(value as Json).map(([key, item]) => [key, this.inline(item)]),
    );
  }
}
