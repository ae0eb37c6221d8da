/**
 * The ids the LinkedIn provider (Unipile, or the sandbox speaking its API) hands out and takes back,
 * by kind: their alphabet and length. An id outside them is refused wherever it enters (a request,
 * a webhook, a lead's profile address) and before any provider call, so no id can steer a call to
 * another provider path (`x/../<someone else's account>`, `../webhooks`, `%2F`, `?`, `#`).
 *
 * - Unipile's own ids (accounts, chats, messages, webhooks) and LinkedIn's invitation and skill
 *   endorsement ids: URL-safe base64 or digits.
 * - A member: LinkedIn's provider id (`ACoAA…`, Sales Navigator's `ACwAA…`) or public identifier
 *   (the `/in/{slug}` part: "3–100 letters or numbers", hyphens, and letters beyond ASCII).
 * - A post: its social id (`urn:li:activity:…`), which only ever travels in a body.
 */
export type ProviderIdKind =
  'account' | 'chat' | 'message' | 'webhook' | 'invitation' | 'endorsement' | 'member' | 'post';

interface IdRule {
  readonly pattern: RegExp;
  /** The alphabet and length, in words, for a refusal. */
  readonly text: string;
}

const OPAQUE: IdRule = { pattern: /^[A-Za-z0-9_-]{1,100}$/, text: 'letters, digits, "-" and "_", at most 100' };
const MEMBER: IdRule = { pattern: /^[\p{L}\p{M}\p{N}_-]{1,100}$/u, text: 'letters, digits, "-" and "_", at most 100' };
const POST: IdRule = { pattern: /^[A-Za-z0-9:_-]{1,100}$/, text: 'letters, digits, ":", "-" and "_", at most 100' };

const RULES: Record<ProviderIdKind, IdRule> = {
  account: OPAQUE,
  chat: OPAQUE,
  message: OPAQUE,
  webhook: OPAQUE,
  invitation: OPAQUE,
  endorsement: OPAQUE,
  member: MEMBER,
  post: POST,
};

/** The alphabet and length of a kind of id, in words. */
export const providerIdRule = (kind: ProviderIdKind): string => RULES[kind].text;

export function isProviderId(kind: ProviderIdKind, value: unknown): value is string {
  return typeof value === 'string' && RULES[kind].pattern.test(value);
}

/** An id the provider could not have issued: it never reaches a provider call. */
export class InvalidProviderIdError extends TypeError {
  constructor(
    readonly kind: ProviderIdKind,
    readonly value: string,
  ) {
    super(`Not a LinkedIn ${kind} id (${RULES[kind].text}): ${JSON.stringify(value.slice(0, 120))}`);
    this.name = 'InvalidProviderIdError';
  }
}

/** The id itself, when the provider could have issued it; else InvalidProviderIdError. */
export function providerId(kind: ProviderIdKind, value: string): string {
  if (!isProviderId(kind, value)) throw new InvalidProviderIdError(kind, String(value));
  return value;
}
