/** One-time flags kept for the browser session (spec 01 §3: session storage holds one-time flags). */
export function takeSessionFlag(key: string): boolean {
  if (sessionStorage.getItem(key) === '1') return false;
  sessionStorage.setItem(key, '1');
  return true;
}

export function readSessionFlag(key: string): boolean {
  return sessionStorage.getItem(key) === '1';
}

export function setSessionFlag(key: string, on: boolean): void {
  if (on) sessionStorage.setItem(key, '1');
  else sessionStorage.removeItem(key);
}
