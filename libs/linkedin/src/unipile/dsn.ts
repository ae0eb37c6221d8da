/**
 * The account's DSN as Unipile shows it (`api1.unipile.com:13111`, with or without a scheme, with or
 * without `/api/v1`) → the base URL the SDK and the hosted-auth `api_url` take (`https://host:port`).
 */
export function baseUrlFromDsn(dsn: string): string {
  const trimmed = dsn.trim();
  if (!trimmed) throw new TypeError('The Unipile DSN is empty');
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  const url = new URL(withScheme);
  const path = url.pathname.replace(/\/+$/, '').replace(/\/api\/v1$/i, '');
  return `${url.protocol}//${url.host}${path}`;
}
