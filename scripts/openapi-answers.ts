/**
 * Writes apps/api/src/openapi/openapi-answers.json: each controller operation's answer schema
 * (by Nest's operationId, `<Controller>_<method>`), generated from the type its handler declares
 * (the contract's types, libs/api-contract) by ts-json-schema-generator. The API puts them in its
 * OpenAPI document; a spec checks the file is current.
 *
 *   node -r ./bench/support/register.js scripts/openapi-answers.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { createGenerator, type Schema } from 'ts-json-schema-generator';

export interface OpenApiAnswers {
  /** operationId → the answer's schema name (an array of it when `array`). */
  readonly operations: Record<string, { readonly schema: string; readonly array?: true }>;
  /** The schemas, refs as `#/components/schemas/<name>`. */
  readonly schemas: Record<string, Schema>;
}

const ROOT = path.resolve(__dirname, '..');
export const ANSWERS_FILE = path.join(ROOT, 'apps/api/src/openapi/openapi-answers.json');
/** Every error answer's body. */
const ERROR_SCHEMA = 'ApiError';

function controllerFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return controllerFiles(full);
    return entry.name.endsWith('.controller.ts') ? [full] : [];
  });
}

/** `Promise<X>`, `X` or `X[]` → X (and whether an array); anything else (void, string, inline types) has no schema. */
function answerType(text: string): { name: string; array: boolean } | undefined {
  const inner = /^Promise<(.+)>$/.exec(text)?.[1] ?? text;
  const match = /^([A-Z][A-Za-z0-9]*)(\[\])?$/.exec(inner.trim());
  return match ? { name: match[1], array: Boolean(match[2]) } : undefined;
}

/** operationId → declared answer type, for every decorated method of every controller. */
function declaredAnswers(): Map<string, { name: string; array: boolean }> {
  const answers = new Map<string, { name: string; array: boolean }>();
  for (const file of controllerFiles(path.join(ROOT, 'apps/api/src'))) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    source.forEachChild((node) => {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      for (const member of node.members) {
        if (!ts.isMethodDeclaration(member) || !member.type || !(ts.getDecorators(member) ?? []).length) continue;
        const type = answerType(member.type.getText(source));
        if (type) answers.set(`${node.name.text}_${member.name.getText(source)}`, type);
      }
    });
  }
  return answers;
}

const toComponents = (schema: unknown): unknown =>
  JSON.parse(JSON.stringify(schema).replace(/"#\/definitions\//g, '"#/components/schemas/'));

/** Sorted keys, so the file changes only when a schema does. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sorted((value as Record<string, unknown>)[k])]),
  );
}

/** Files that export a type of this name: the generator resolves a root type by its name alone. */
function declarations(names: ReadonlySet<string>): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : walk(full);
      return e.name.endsWith('.ts') && !e.name.endsWith('.spec.ts') ? [full] : [];
    });
  for (const file of [...walk(path.join(ROOT, 'libs')), ...walk(path.join(ROOT, 'apps/api/src'))]) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/export (?:interface|type|class) ([A-Z]\w*)/g))
      if (names.has(match[1])) found.set(match[1], [...(found.get(match[1]) ?? []), path.relative(ROOT, file)]);
  }
  return found;
}

/** The names libs/api-contract exports: they are the answers' types, resolved there first. */
function contractNames(): Set<string> {
  const dir = path.join(ROOT, 'libs/api-contract/src');
  const names = new Set<string>();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts')))
    for (const match of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/export (?:interface|type) ([A-Z]\w*)/g))
      names.add(match[1]);
  return names;
}

const generatorOn = (files: string) =>
  createGenerator({
    path: path.join(ROOT, files),
    tsconfig: path.join(ROOT, 'tsconfig.lint.json'),
    expose: 'export',
    topRef: false,
    skipTypeCheck: true,
    additionalProperties: false,
    jsDoc: 'basic',
  });

export function generateOpenApiAnswers(): OpenApiAnswers {
  const declared = declaredAnswers();
  const contract = contractNames();
  const names = new Set([...[...declared.values()].map((t) => t.name), ERROR_SCHEMA]);
  // A type the contract does not export is found by its name among the controllers' imports: it must be unique.
  const elsewhere = new Set([...names].filter((n) => !contract.has(n)));
  const ambiguous = [...declarations(elsewhere)].filter(([, files]) => files.length > 1);
  if (ambiguous.length > 0)
    throw new Error(
      `Answer types declared more than once (rename one): ${ambiguous.map(([n, f]) => `${n} in ${f.join(', ')}`).join('; ')}`,
    );
  const fromContract = generatorOn('libs/api-contract/src/*.ts');
  const fromControllers = elsewhere.size > 0 ? generatorOn('apps/api/src/**/*.controller.ts') : undefined;
  const schemas: Record<string, Schema> = {};
  for (const name of [...names].sort()) {
    const generator = contract.has(name) ? fromContract : fromControllers!;
    const { definitions, $schema: _draft, ...root } = generator.createSchema(name);
    for (const [defName, def] of [...Object.entries(definitions ?? {}), [name, root] as const]) {
      const schema = toComponents(def) as Schema;
      // Two types of one name with different shapes would share a schema: refuse rather than guess.
      if (defName in schemas && JSON.stringify(schemas[defName]) !== JSON.stringify(schema))
        throw new Error(`Two different types are named ${defName}: rename one`);
      schemas[defName] = schema;
    }
  }
  const operations = Object.fromEntries(
    [...declared.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, t]) => [id, t.array ? { schema: t.name, array: true as const } : { schema: t.name }]),
  );
  return sorted({ operations, schemas }) as OpenApiAnswers;
}

export const serialize = (answers: OpenApiAnswers): string => `${JSON.stringify(answers, null, 1)}\n`;

if (require.main === module) {
  fs.writeFileSync(ANSWERS_FILE, serialize(generateOpenApiAnswers()));
  console.log(`wrote ${path.relative(ROOT, ANSWERS_FILE)}`);
}
