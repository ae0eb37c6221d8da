import { InvalidProviderIdError, providerId, type ProviderIdKind } from '@outflow/domain';

/**
 * The paths of Unipile's v1 API that Outflow calls (unipile.md), under `/api/v1`: route words, and
 * `{kind}` where an id goes. Routes made only of words come first, so `users/me` is never taken for
 * a member called "me".
 */
const ROUTES: readonly string[] = [
  'accounts',
  'hosted/accounts/link',
  'users/me',
  'users/relations',
  'users/invite',
  'users/invite/sent',
  'users/follow',
  'chats',
  'posts/reaction',
  'webhooks',
  'linkedin/search',
  'linkedin/profile/endorse',
  'accounts/{account}',
  'users/invite/sent/{invitation}',
  'users/{member}',
  'users/{member}/posts',
  'chats/{chat}',
  'chats/{chat}/attendees',
  'chats/{chat}/messages',
  'webhooks/{webhook}',
];

type RouteSegment = { readonly word: string } | { readonly kind: ProviderIdKind };

const PLACEHOLDER = /^\{(\w+)\}$/;
const parsed: ReadonlyArray<readonly RouteSegment[]> = ROUTES.map((route) =>
  route.split('/').map((part) => {
    const kind = PLACEHOLDER.exec(part)?.[1];
    return kind ? { kind: kind as ProviderIdKind } : { word: part };
  }),
);

/** A path the provider has no route for: nothing is sent. */
export class UnknownProviderPathError extends TypeError {
  constructor(path: readonly string[]) {
    super(`No provider route ${JSON.stringify(path.join('/').slice(0, 200))}`);
    this.name = 'UnknownProviderPathError';
  }
}

/**
 * The one function that builds a provider URL's path, for both transports (the SDK's request
 * sender and the thin fetch): the segments must follow one of the routes above, each id must have
 * its kind's alphabet and length (InvalidProviderIdError otherwise), and every segment is
 * percent-encoded. So `x/../<account>`, `../webhooks`, `%2F`, `?` or `#` in an id never reach the
 * provider as another path.
 */
export function providerPath(segments: readonly string[]): string[] {
  const shaped = parsed.filter(
    (route) =>
      route.length === segments.length && route.every((part, i) => !('word' in part) || part.word === segments[i]),
  );
  if (shaped.length === 0) throw new UnknownProviderPathError(segments);
  let refusal: InvalidProviderIdError | undefined;
  for (const route of shaped) {
    try {
      route.forEach((part, i) => 'kind' in part && providerId(part.kind, segments[i]));
      return segments.map(encodeURIComponent);
    } catch (error) {
      if (!(error instanceof InvalidProviderIdError)) throw error;
      refusal ??= error;
    }
  }
  throw refusal!;
}
