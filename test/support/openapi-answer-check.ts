import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/** The parts of an OpenAPI document the check reads. */
export interface OpenApiOperation {
  readonly operationId?: string;
  readonly responses?: Record<string, { readonly content?: Record<string, { readonly schema?: unknown }> }>;
}
export interface OpenApiDocument {
  readonly openapi?: string;
  readonly paths: Record<string, Record<string, OpenApiOperation>>;
}

/** The LinkedIn provider's callbacks (they answer the provider, not API users) and the document itself stay out of it. */
const OUTSIDE_DOCUMENT = /^\/api\/(webhooks\/|docs(\/|-json|-yaml|$))/;

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/**
 * Checks an answer of the API against its OpenAPI document (issue 22 item 5): the route and method
 * are in it, the status is one it lists (or an error, for its `default`), and a JSON body validates
 * against the schema given there. The API harness runs every answer of the suites through it.
 */
export class OpenApiAnswerCheck {
  private readonly ajv = new Ajv({ strict: false, allErrors: true });
  private readonly routes: Array<{ template: string; pattern: RegExp; params: number }>;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    addFormats(this.ajv);
    this.ajv.addSchema(document, 'openapi');
    this.routes = Object.keys(document.paths)
      .map((template) => ({
        template,
        pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
        params: (template.match(/\{/g) ?? []).length,
      }))
      // A literal path wins over a template with parameters (/api/leads/summary before /api/leads/{id}).
      .sort((a, b) => a.params - b.params);
  }

  /** Why the answer does not fit the document, or undefined when it does (or is not JSON). */
  problem(method: string, url: string, status: number, body: unknown, contentType: string | null): string | undefined {
    const path = url.split('?')[0];
    if (OUTSIDE_DOCUMENT.test(path)) return undefined;
    const route = this.routes.find((r) => r.pattern.test(path));
    const verb = method.toLowerCase();
    const operation = route && this.document.paths[route.template][verb];
    // A route that does not exist may only answer 404.
    if (!route || !operation) return status === 404 ? undefined : `${method} ${path} is not in the OpenAPI document`;
    const responses = operation.responses ?? {};
    const code = String(status);
    const key = code in responses ? code : status >= 400 && 'default' in responses ? 'default' : undefined;
    if (!key) return `${method} ${path} answered ${status}, which the OpenAPI document does not list`;
    if (!contentType?.includes('json')) return undefined;
    const schema = responses[key].content?.['application/json']?.schema;
    if (!schema) return `${method} ${path} answered JSON for ${status}, without a schema in the OpenAPI document`;
    const validate = this.validator(route.template, verb, key);
    if (validate(body)) return undefined;
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
      .join('; ');
    return `${method} ${path} answered ${status} with a body that does not fit the OpenAPI document: ${errors}`;
  }

  private validator(template: string, verb: string, key: string): ValidateFunction {
    const id = `${template} ${verb} ${key}`;
    let validate = this.validators.get(id);
    if (!validate) {
      const ref = `openapi#/${pointer('paths', template, verb, 'responses', key, 'content', 'application/json', 'schema')}`;
      validate = this.ajv.compile({ $ref: ref });
      this.validators.set(id, validate);
    }
    return validate;
  }
}
