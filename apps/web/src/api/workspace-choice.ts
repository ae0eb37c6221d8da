/**
 * Which workspace the browser acts in (issue 20): kept per signed-in user in local storage and sent
 * as `X-Outflow-Workspace` on every call. None chosen: the server acts in the user's first (personal)
 * workspace. A stale choice (the user left the workspace) answers 404 WORKSPACE_NOT_FOUND, and is
 * then forgotten.
 */
const KEY = 'outflow.workspace';

export const WORKSPACE_HEADER = 'X-Outflow-Workspace';

export function readWorkspaceChoice(): string | null {
  return localStorage.getItem(KEY);
}

export function chooseWorkspace(workspaceId: string | null): void {
  if (workspaceId) localStorage.setItem(KEY, workspaceId);
  else localStorage.removeItem(KEY);
}
