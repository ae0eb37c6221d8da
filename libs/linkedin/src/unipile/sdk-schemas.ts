import { createRequire } from 'node:module';

/**
 * Unipile's own response schemas, taken from its Node SDK (`unipile-node-sdk`): for the answers the
 * thin fetch reads (the profile lookup, validated as `client.users.getProfile` would; search, which
 * has no SDK method, with the SDK's search result schema), and to check recorded answers.
 *
 * The SDK's package index exports neither these schemas nor TypeBox, so they are loaded from the
 * SDK's own folder (its `dist/cjs` files and the TypeBox copy it ships with). A new SDK version
 * that moves them fails here at load, naming what it could not find.
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
const { TypeCompiler } = sdkRequire('@sinclair/typebox/compiler') as {
  TypeCompiler: { Compile(schema: unknown): SdkValidator };
};
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

const validatorIn = (file: string, name: string): SdkValidator => {
  const found = (sdkRequire(file) as Record<string, SdkValidator | undefined>)[name];
  if (!found) throw new Error(`unipile-node-sdk: ${name} not found in ${file} (the SDK's layout changed)`);
  return found;
};

const linkedinTypes = sdkRequire('./linkedin/ressource.types.js') as { LinkedinSearchResultSchema: unknown };

/** `GET /users/{identifier}`: the SDK's own validator, as `client.users.getProfile` uses it. */
export const userProfileValidator: SdkValidator = validatorIn(
  './users/user-profile.types.js',
  'UserProfileApiResponseValidator',
);

/**
 * `POST /linkedin/search`: each item is the SDK's `LinkedinSearchResultSchema`; the envelope
 * (object, paging, cursor) is unipile.md §5's, since the SDK has no search method to define one.
 */
export const searchPageValidator: SdkValidator = TypeCompiler.Compile(
  Type.Object({
    object: Type.Literal('LinkedinSearch'),
    items: Type.Array(linkedinTypes.LinkedinSearchResultSchema),
    paging: Type.Object({
      start: Type.Union([Type.Number(), Type.Null()]),
      page_count: Type.Number(),
      total_count: Type.Union([Type.Number(), Type.Null()]),
    }),
    cursor: Type.Union([Type.String(), Type.Null()]),
  }),
);

/**
 * The SDK's schema for each Unipile answer the adapter reads, by answer: what the SDK's own methods
 * validate with. The recorded answers (fixtures/) and the contract test are checked against these.
 */
export const sdkAnswerValidators = {
  hostedLink: validatorIn('./hosted/hosted-auth-link.types.js', 'HostedAuthLinkResponseValidator'),
  account: validatorIn('./accounts/account.types.js', 'AccountApiResponseValidator'),
  accountList: validatorIn('./accounts/accounts-list.schema.js', 'AccountListResponseValidator'),
  ownProfile: validatorIn('./users/account-owner-profile.js', 'AccountOwnerProfileApiResponseValidator'),
  userProfile: userProfileValidator,
  relations: validatorIn('./users/user-relations-list.types.js', 'UserRelationsListApiResponseValidator'),
  invitationsSent: validatorIn(
    './users/user-invitation-sent-list.types.js',
    'UserInvitationSentListApiResponseValidator',
  ),
  invitationSent: validatorIn('./users/user-invite.types.js', 'UserInviteApiResponseValidator'),
  posts: validatorIn('./users/user-post-list.types.js', 'UserPostListApiResponseValidator'),
  searchPage: searchPageValidator,
  chats: validatorIn('./messaging/chats/chats-list.types.js', 'ChatListApiResponseValidator'),
  chatStarted: validatorIn('./messaging/chats/chat-start.types.js', 'ChatStartedApiResponseValidator'),
  messages: validatorIn('./messaging/messages/message-list.types.js', 'MessageListApiResponseValidator'),
  messageSent: validatorIn('./messaging/messages/message-send.types.js', 'MessageSentResponseValidator'),
  attendees: validatorIn(
    './messaging/chat-attendees/chat-attendees-list.types.js',
    'ChatAttendeeByChatListApiResponseValidator',
  ),
} as const satisfies Record<string, SdkValidator>;

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
  const wrongLiterals = errors.filter(
    (e) => e.type === ValueErrorType.Literal && e.path.split('/').length === 2,
  ).length;
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
