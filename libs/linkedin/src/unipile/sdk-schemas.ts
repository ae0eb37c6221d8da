import { createRequire } from 'node:module';

/**
 * Unipile's own response schemas, taken from its Node SDK (`unipile-node-sdk`), for the answers
 * the SDK validates only inside methods we cannot use (the profile lookup, which goes through our
 * thin fetch to keep `Retry-After`) or does not validate at all (search, which has no SDK method).
 *
 * The SDK's package index exports neither these schemas nor TypeBox, so they are loaded from the
 * SDK's own folder (its `dist/cjs` files and the TypeBox copy it ships with). A new SDK version
 * that moves them fails here at load, and the contract test says so.
 */

/** One reason an answer does not match: a JSON pointer into the answer and TypeBox's message. */
export interface SchemaMismatch {
  readonly path: string;
  readonly message: string;
  readonly value: unknown;
}

interface TypeBoxError {
  readonly type: number;
  readonly schema: { anyOf?: unknown[] } & Record<string, unknown>;
  readonly path: string;
  readonly value: unknown;
  readonly message: string;
}

/** What the SDK's compiled TypeBox checks (`TypeCheck<TSchema>`) offer. */
export interface SdkValidator {
  Check(value: unknown): boolean;
  Errors(value: unknown): Iterable<TypeBoxError>;
}

const sdkRequire = createRequire(require.resolve('unipile-node-sdk'));
const { Type } = sdkRequire('@sinclair/typebox') as { Type: TypeBuilder };
const { TypeCompiler } = sdkRequire('@sinclair/typebox/compiler') as { TypeCompiler: { Compile(schema: unknown): SdkValidator } };
const { Value, ValueErrorType } = sdkRequire('@sinclair/typebox/value') as {
  Value: { Errors(schema: unknown, value: unknown): Iterable<TypeBoxError> };
  ValueErrorType: { Union: number; Literal: number };
};

interface TypeBuilder {
  Object(properties: Record<string, unknown>): unknown;
  Array(items: unknown): unknown;
  Literal(value: string): unknown;
  String(): unknown;
  Number(): unknown;
  Null(): unknown;
  Union(variants: unknown[]): unknown;
  Optional(schema: unknown): unknown;
}

const userProfileTypes = sdkRequire('./users/user-profile.types.js') as { UserProfileApiResponseValidator: SdkValidator };
const linkedinTypes = sdkRequire('./linkedin/ressource.types.js') as { LinkedinSearchResultSchema: unknown };

/** `GET /users/{identifier}`: the SDK's own validator, as `client.users.getProfile` uses it. */
export const userProfileValidator: SdkValidator = userProfileTypes.UserProfileApiResponseValidator;

/**
 * `POST /linkedin/search`: each item is the SDK's `LinkedinSearchResultSchema`; the envelope
 * (object, paging, cursor) is unipile.md §5's, since the SDK has no search method to define one.
 */
export const searchPageValidator: SdkValidator = TypeCompiler.Compile(
  Type.Object({
    object: Type.Literal('LinkedinSearch'),
    items: Type.Array(linkedinTypes.LinkedinSearchResultSchema),
    paging: Type.Object({ start: Type.Union([Type.Number(), Type.Null()]), page_count: Type.Number(), total_count: Type.Union([Type.Number(), Type.Null()]) }),
    cursor: Type.Union([Type.String(), Type.Null()]),
  }),
);

/**
 * The leaf reasons an answer fails a validator. TypeBox reports a failed union as one opaque
 * "Expected union value"; this descends into the closest variant (fewest errors) so the reason
 * names the field, e.g. `/current_signature: Expected string`.
 */
export function explainMismatch(validator: SdkValidator, value: unknown): SchemaMismatch[] {
  if (validator.Check(value)) return [];
  return leaves(validator.Errors(value), '');
}

/** The same, for the errors the SDK itself collected (`InvalidResponseTypeError.body`). */
export function explainErrors(errors: Iterable<unknown>): SchemaMismatch[] {
  return leaves(errors as Iterable<TypeBoxError>, '');
}

/**
 * How far an answer is from a union's variant: a wrong discriminator (a literal property of the
 * object itself: `object`, `type`, `provider`) rules the variant out before any count of errors.
 */
function distance(errors: TypeBoxError[]): number {
  const wrongLiterals = errors.filter((e) => e.type === ValueErrorType.Literal && e.path.split('/').length === 2).length;
  return wrongLiterals * 10_000 + errors.length;
}

function leaves(errors: Iterable<TypeBoxError>, prefix: string, depth = 0): SchemaMismatch[] {
  const found: SchemaMismatch[] = [];
  for (const error of errors) {
    const variants = error.schema.anyOf;
    if (error.type === ValueErrorType.Union && Array.isArray(variants) && depth < 8) {
      const closest = variants
        .map((variant) => [...Value.Errors(variant, error.value)])
        .reduce((best, next) => (distance(next) < distance(best) ? next : best));
      found.push(...leaves(closest, prefix + error.path, depth + 1));
      continue;
    }
    found.push({ path: prefix + error.path, message: error.message, value: error.value });
  }
  return found;
}
