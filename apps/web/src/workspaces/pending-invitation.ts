/** An invitation opened before signing in: the app brings its page back once the user is signed in. */
const KEY = 'outflow.pendingInvitation';

export function rememberInvitation(token: string): void {
  localStorage.setItem(KEY, token);
}

/** The remembered invitation's token, forgotten as it is read. */
export function takePendingInvitation(): string | null {
  const token = localStorage.getItem(KEY);
  if (token) localStorage.removeItem(KEY);
  return token;
}
