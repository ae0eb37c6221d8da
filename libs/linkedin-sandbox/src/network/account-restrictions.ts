import type { PoolClient } from 'pg';
import type { SandboxAccount } from '../accounts/account';
import type { SandboxContext } from '../sandbox-context';

const DAY = 86_400_000;
export const RESTRICTION = { refusalsBeforeRestriction: 20, durationDays: 7 };

/**
 * What LinkedIn does to an account that keeps pushing past its limits: after enough refused attempts
 * it is restricted (403 account_restricted, account_status webhook `ERROR`) for a week of sandbox time,
 * then restored (`OK`).
 */
export class AccountRestrictions {
  constructor(private readonly ctx: SandboxContext) {
    ctx.happenings.on('lift_restriction', async (tx, h) => {
      const account = ctx.accounts.get(h.accountId);
      if (!account || account.deletedAt !== null || account.restrictedUntil === null) return;
      if (account.restrictedUntil > h.dueAt.getTime()) return;
      await this.lift(tx, account);
    });
  }

  async recordRefusal(tx: PoolClient, account: SandboxAccount, now: number): Promise<void> {
    const refused = account.refusedInvites + 1;
    await this.ctx.accounts.setRefusedInvites(tx, account.id, refused);
    if (refused >= RESTRICTION.refusalsBeforeRestriction) await this.restrict(tx, account, now);
  }

  async restrict(tx: PoolClient, account: SandboxAccount, now: number): Promise<void> {
    const until = now + RESTRICTION.durationDays * DAY;
    const restricted = await this.ctx.accounts.restrict(tx, account.id, until);
    await this.ctx.happenings.schedule(tx, 'lift_restriction', account.id, until, {});
    await this.ctx.emitter.accountStatus(tx, restricted, 'ERROR');
  }

  async lift(tx: PoolClient, account: SandboxAccount): Promise<void> {
    const lifted = await this.ctx.accounts.liftRestriction(tx, account.id);
    await this.ctx.emitter.accountStatus(tx, lifted, 'OK');
  }
}
