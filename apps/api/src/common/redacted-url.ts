/** Query parameters that carry a secret (the hosted-auth notify token). */
const SECRET_PARAMS = /([?&](?:token|access_token)=)[^&#]*/gi;
/** Path segments that are one (a sandbox sign-in link: whoever has it can complete it). */
const SECRET_SEGMENTS = /(\/hosted-auth\/)[^/?#]+/gi;

/** A request URL as the access log may keep it: its secrets replaced by `[Redacted]`. */
export function redactedUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[Redacted]').replace(SECRET_SEGMENTS, '$1[Redacted]');
}
