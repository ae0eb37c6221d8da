import { chooseWorkspace } from '../api/workspace-choice';

/**
 * Acts in another workspace from now on. The page reloads on the campaign list: every cached answer,
 * open socket and form belongs to the workspace left, and a fresh start cannot mix the two.
 */
export function switchWorkspace(workspaceId: string): void {
  chooseWorkspace(workspaceId);
  window.location.assign('/campaigns');
}
