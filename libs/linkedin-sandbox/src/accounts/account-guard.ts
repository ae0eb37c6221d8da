import { ApiError, invalid, notFound } from '../http/api-error';
import { optionalString } from '../http/request-params';
import type { SandboxContext } from '../sandbox-context';
import { isRestricted, type SandboxAccount } from './account';

/**
 * The account a call acts for, checked as Unipile checks it: missing → 400, unknown or deleted → 404,
 * disconnected → 401 disconnected_account, restricted → 403 account_restricted.
 */
export function usableAccount(
  ctx: SandboxContext,
  accountId: unknown,
  options: { allowRestricted?: boolean } = {},
): SandboxAccount {
  const id = optionalString(accountId, 'account_id');
  if (!id) throw invalid('account_id is required');
  const account = existingAccount(ctx, id);
  if (account.status !== 'OK') {
    throw new ApiError(
      401,
      'disconnected_account',
      'The account is disconnected: reconnect it through a hosted auth link.',
    );
  }
  if (!options.allowRestricted && isRestricted(account, ctx.clock.nowMs())) {
    throw new ApiError(403, 'account_restricted', 'LinkedIn has temporarily restricted this account.');
  }
  return account;
}

export function existingAccount(ctx: SandboxContext, id: string): SandboxAccount {
  const account = ctx.accounts.get(id);
  if (!account || account.deletedAt !== null) throw notFound(`Account ${id} not found`);
  return account;
}
