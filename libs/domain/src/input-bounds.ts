/**
 * Bounds on the strings that enter events from outside: a request, a webhook, a provider's
 * answer. A request or a webhook past them is refused with a 4xx naming the field; a provider's
 * answer is cut down to them (it is what LinkedIn says, and refusing it would stall the step).
 * Within them every value fits the read models' indexes, so the projector is never handed an
 * event it cannot write (issue 10: a 1 MB message id froze every read model).
 */

/** Ids of every kind, ours and the providers'. A Postgres index row holds about 2,700 bytes. */
export const MAX_ID_LENGTH = 255;

/** A person's or a thing's name (an attendee, a relation, a company). */
export const MAX_NAME_LENGTH = 500;

export const MAX_URL_LENGTH = 2048;

/**
 * A message a member wrote on LinkedIn, as a webhook or a sync brings it: LinkedIn's own cap
 * (the sandbox enforces it too). What we send is held to the spec's 5,000 (MAX_MESSAGE_LENGTH).
 */
export const MAX_RECEIVED_MESSAGE_LENGTH = 8000;

/**
 * Times an outside party tells us (Stripe's events and periods, LinkedIn's message, relation and
 * webhook times): from 2000-01-01 to 2100-01-01 UTC. Past them a time is no time (Stripe once sent
 * `created: 1e15`, a period end of year +275760): a webhook carrying one is refused with 400, a
 * provider's answer reads it as none.
 */
export const EARLIEST_OUTSIDE_TIME_MS = Date.UTC(2000, 0, 1);
export const LATEST_OUTSIDE_TIME_MS = Date.UTC(2100, 0, 1);

export function isSaneOutsideTime(ms: number): boolean {
  return Number.isFinite(ms) && ms >= EARLIEST_OUTSIDE_TIME_MS && ms <= LATEST_OUTSIDE_TIME_MS;
}

/** Any other free text a provider hands us: a headline, an about section, an error's detail. */
export const MAX_PROVIDER_TEXT_LENGTH = 10_000;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/** Postgres stores neither NUL nor half of a surrogate pair, in text or in JSON. */
export function storableTextProblem(value: string): 'NUL character' | 'lone surrogate' | null {
  if (value.includes('\u0000')) return 'NUL character';
  if (LONE_SURROGATE.test(value)) return 'lone surrogate';
  return null;
}

/** The text with NUL removed and lone surrogates replaced by U+FFFD, as Postgres can store it. */
export function storableText(value: string): string {
  return value.replace(/\u0000/g, '').replace(LONE_SURROGATES, '\uFFFD');
}

/** At most `max` UTF-16 units, never ending in half of a surrogate pair. */
export function truncateText(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** A provider's string made storable and cut to its bound (see the decision above). */
export function boundedProviderText(value: string, max: number): string {
  return truncateText(storableText(value), max);
}
