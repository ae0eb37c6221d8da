import { Router } from 'express';
import { existingAccount } from '../accounts/account-guard';
import { isRestricted, type SandboxAccount } from '../accounts/account';
import type { HostedAuthService } from '../hosted-auth/hosted-auth-service';
import { fullName } from '../population/profile';
import type { SandboxContext } from '../sandbox-context';
import { inTransaction } from '../sandbox-transaction';
import { limitParam, nextOffsetCursor, offsetFromCursor, bodyOf } from './request-params';

export function accountShape(account: SandboxAccount, nowMs: number): Record<string, unknown> {
  const status = account.status !== 'OK' ? account.status : isRestricted(account, nowMs) ? 'ERROR' : 'OK';
  return {
    object: 'Account',
    id: account.id,
    type: 'LINKEDIN',
    name: fullName(account.owner),
    created_at: new Date(account.createdAt).toISOString(),
    // No signature set: Unipile's schema has `current_signature` optional (an id), never null.
    signatures: [],
    groups: [],
    connection_params: {
      im: {
        id: account.owner.providerId,
        publicIdentifier: account.owner.publicId,
        username: fullName(account.owner),
        premiumId: null,
        premiumFeatures: account.owner.premium ? ['premium'] : [],
        premiumContractId: null,
        organizations: [],
      },
    },
    sources: [{ id: `${account.id}_MESSAGING`, status }],
  };
}

/** Hosted auth links and `/accounts`. */
export function accountsRoutes(ctx: SandboxContext, hostedAuth: HostedAuthService): Router {
  const router = Router();

  router.post('/hosted/accounts/link', async (req, res) => {
    const url = await hostedAuth.createLink(bodyOf(req));
    res.status(201).json({ object: 'HostedAuthUrl', url });
  });

  router.get('/accounts', (req, res) => {
    const limit = limitParam(req.query.limit, 1, 250, 100);
    const offset = offsetFromCursor(req.query.cursor);
    const all = ctx.accounts.list();
    const page = all.slice(offset, offset + limit);
    const now = ctx.clock.nowMs();
    res.json({
      object: 'AccountList',
      items: page.map((a) => accountShape(a, now)),
      cursor: nextOffsetCursor(offset, page.length, limit, offset + limit < all.length),
    });
  });

  router.get('/accounts/:id', (req, res) => {
    res.json(accountShape(existingAccount(ctx, req.params.id), ctx.clock.nowMs()));
  });

  router.delete('/accounts/:id', async (req, res) => {
    const account = existingAccount(ctx, req.params.id);
    await inTransaction(ctx, async (tx) => {
      const deleted = await ctx.accounts.markDeleted(tx, account.id, ctx.clock.nowMs());
      await ctx.emitter.accountStatus(tx, deleted, 'DELETED');
    });
    res.json({ object: 'AccountDeleted' });
  });
  return router;
}
