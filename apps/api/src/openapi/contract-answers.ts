import type { OpenAPIObject } from '@nestjs/swagger';
import answers from './openapi-answers.json';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/**
 * Completes the OpenAPI document Nest builds from the controllers (paths, parameters, request
 * bodies from the DTOs) with each operation's answer schema, generated from the type its handler
 * declares (scripts/openapi-answers.ts), and the error body every operation may answer. The schemas
 * are JSON Schema (draft 7 keywords such as `const`), so the document says OpenAPI 3.1.
 */
export function withContractAnswers(document: OpenAPIObject): OpenAPIObject {
  const components = document.components ?? {};
  const schemas = { ...(components.schemas ?? {}) };
  for (const [name, schema] of Object.entries(answers.schemas)) {
    if (name in schemas) throw new Error(`OpenAPI schema ${name} is declared twice (a DTO and a contract type)`);
    schemas[name] = schema as (typeof schemas)[string];
  }
  const operations: Record<string, { schema: string; array?: boolean }> = answers.operations;
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const answer = operationAnswer(operation.operationId, operations);
      const success = Object.keys(operation.responses).find((code) => /^2\d\d$/.test(code));
      const declared = success ? operation.responses[success] : undefined;
      if (answer && success && declared && !('$ref' in declared))
        operation.responses[success] = {
          ...declared,
          description: declared.description || 'OK',
          content: { 'application/json': { schema: answer } },
        };
      operation.responses.default = {
        description: 'An error: 4xx for a refused request (naming the field at fault), 5xx otherwise',
        content: { 'application/json': { schema: ref('ApiError') } },
      };
    }
  }
  return { ...document, openapi: '3.1.0', components: { ...components, schemas } };
}

function operationAnswer(id: string | undefined, operations: Record<string, { schema: string; array?: boolean }>) {
  const answer = id ? operations[id] : undefined;
  if (!answer) return undefined;
  return answer.array ? { type: 'array', items: ref(answer.schema) } : ref(answer.schema);
}
