/** The parts of a LinkedIn account that decide whether it counts as connected. */
export interface LinkedInAccountState {
  status?: string | null;
  isActive?: boolean | null;
}

/**
 * Connected when an account is returned whose status is not 'disconnected' and isActive is not
 * false; not connected when absent, disconnected or inactive (spec 01 §4).
 */
export function isLinkedInConnected(account: LinkedInAccountState | null | undefined): boolean {
  return Boolean(account) && account!.status !== 'disconnected' && account!.isActive !== false;
}
