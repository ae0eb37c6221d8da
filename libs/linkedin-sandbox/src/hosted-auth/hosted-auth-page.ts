/** The sandbox's stand-in for LinkedIn's sign-in page: self-contained HTML, no external assets. */
function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

const STYLE = `
  body { margin: 0; font-family: -apple-system, system-ui, "Segoe UI", Roboto, sans-serif; background: #f3f2ef; color: #1d2226; }
  main { max-width: 352px; margin: 64px auto; background: #fff; border-radius: 8px; padding: 24px; box-shadow: 0 4px 12px rgba(0,0,0,.15); }
  .brand { color: #0a66c2; font-weight: 700; font-size: 28px; margin-bottom: 8px; }
  .brand span { background: #0a66c2; color: #fff; border-radius: 4px; padding: 0 4px; margin-left: 2px; }
  h1 { font-size: 28px; font-weight: 600; margin: 8px 0 4px; }
  p { color: #666; font-size: 14px; }
  label { display: block; font-size: 14px; margin: 16px 0 4px; }
  input { width: 100%; box-sizing: border-box; padding: 12px; border: 1px solid #8c8c8c; border-radius: 4px; font-size: 16px; }
  button { width: 100%; margin-top: 24px; padding: 14px; border: 0; border-radius: 24px; background: #0a66c2; color: #fff; font-size: 16px; font-weight: 600; cursor: pointer; }
  .note { margin-top: 16px; font-size: 12px; color: #888; text-align: center; }`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><div class="brand">Linked<span>in</span></div>${body}
<div class="note">Outflow LinkedIn sandbox: synthetic network, any e-mail and password sign in.</div></main></body></html>`;
}

export function signInPage(reconnect: boolean): string {
  return page(
    'LinkedIn Login, Sign in | LinkedIn',
    `
<h1>Sign in</h1>
<p>${reconnect ? 'Reconnect your LinkedIn account' : 'Stay updated on your professional world'}</p>
<form method="post">
  <label for="email">Email or phone</label>
  <input id="email" name="email" type="email" autocomplete="username" required value="">
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  <button type="submit">Sign in</button>
</form>`,
  );
}

export function connectedPage(name: string): string {
  return page(
    'Connected | LinkedIn',
    `<h1>You are connected</h1><p>${escapeHtml(name)}'s account is now linked. You can close this page.</p>`,
  );
}

export function unusableLinkPage(reason: 'expired' | 'unknown', failureUrl: string | null): string {
  const text =
    reason === 'expired'
      ? 'This sign-in link has expired. Request a new one from the app.'
      : 'This sign-in link does not exist.';
  const back = failureUrl ? `<p><a href="${escapeHtml(failureUrl)}">Back to the app</a></p>` : '';
  return page('Sign in | LinkedIn', `<h1>Link not valid</h1><p>${text}</p>${back}`);
}
