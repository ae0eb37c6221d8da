/**
 * What an API key may do (issue 22): `<area>:read` or `<area>:write` for each area of the product.
 * `contacts` covers people across campaigns, the Do-Not-Contact list included. A write scope also
 * reads its area (a key that may pause a campaign may see it).
 */
export const API_KEY_AREAS = ['campaigns', 'leads', 'contacts', 'inbox', 'settings'] as const;
export type ApiKeyArea = (typeof API_KEY_AREAS)[number];

export type ApiKeyAccess = 'read' | 'write';
export type ApiKeyScope = `${ApiKeyArea}:${ApiKeyAccess}`;

export const API_KEY_SCOPES: readonly ApiKeyScope[] = API_KEY_AREAS.flatMap((area) => [
  `${area}:read` as const,
  `${area}:write` as const,
]);

export const isApiKeyScope = (value: unknown): value is ApiKeyScope =>
  typeof value === 'string' && (API_KEY_SCOPES as readonly string[]).includes(value);

/** Whether the scopes a key holds allow `needed` (`x:write` allows `x:read` too). */
export function scopesAllow(held: readonly string[], needed: ApiKeyScope): boolean {
  if (held.includes(needed)) return true;
  const [area, access] = needed.split(':');
  return access === 'read' && held.includes(`${area}:write`);
}

/** The actor recorded on what a key does: `api-key:<name>`. */
export const apiKeyActor = (name: string): `api-key:${string}` => `api-key:${name}`;
