/**
 * Where the browser keeps the signed-in session (spec 01 §3, §7): the access token under authToken
 * and raw_auth0_token, the profile as JSON under auth0UserProfile. Requests read the token from
 * local storage (authToken, then token), then session storage.
 */
export interface StoredProfile {
  id: string;
  email: string;
  name: string;
  picture?: string;
}

const TOKEN_KEYS = ['authToken', 'raw_auth0_token', 'auth0UserProfile', 'token'] as const;

export function readAuthToken(): string | null {
  return (
    localStorage.getItem('authToken') ??
    localStorage.getItem('token') ??
    sessionStorage.getItem('authToken') ??
    sessionStorage.getItem('token')
  );
}

export function hasAuthToken(): boolean {
  return readAuthToken() !== null;
}

export function storeSession(token: string, profile: StoredProfile): void {
  localStorage.setItem('authToken', token);
  localStorage.setItem('raw_auth0_token', token);
  localStorage.setItem('auth0UserProfile', JSON.stringify(profile));
}

export function readProfile(): StoredProfile | null {
  const raw = localStorage.getItem('auth0UserProfile');
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredProfile>;
    return { id: parsed.id ?? '', email: parsed.email ?? '', name: parsed.name ?? '', picture: parsed.picture };
  } catch {
    return null;
  }
}

/** Forgets the session and every per-session flag, so the next user starts clean. */
export function clearSession(): void {
  for (const key of TOKEN_KEYS) {
    localStorage.removeItem(key);
    sessionStorage.removeItem(key);
  }
  sessionStorage.clear();
}
