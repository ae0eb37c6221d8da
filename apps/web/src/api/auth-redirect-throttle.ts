/** Unauthenticated visitors are sent to the sign-in provider at most once per 5 s (spec 01 §2, §9). */
export const AUTH_REDIRECT_INTERVAL_MS = 5000;

/** How long to wait before the next redirect may happen; 0 means now. */
export function authRedirectDelay(
  lastRedirectAt: number | null,
  now: number,
  interval = AUTH_REDIRECT_INTERVAL_MS,
): number {
  if (lastRedirectAt === null || !Number.isFinite(lastRedirectAt) || lastRedirectAt > now) return 0;
  return Math.max(0, lastRedirectAt + interval - now);
}

const LAST_REDIRECT_KEY = 'lastAuthRedirectAt';

/** Runs `redirect` now, or once the 5 s since the previous redirect have passed. */
export function throttledAuthRedirect(redirect: () => void): () => void {
  const last = Number(sessionStorage.getItem(LAST_REDIRECT_KEY) ?? Number.NaN);
  const delay = authRedirectDelay(Number.isNaN(last) ? null : last, Date.now());
  const timer = window.setTimeout(() => {
    sessionStorage.setItem(LAST_REDIRECT_KEY, String(Date.now()));
    redirect();
  }, delay);
  return () => window.clearTimeout(timer);
}
