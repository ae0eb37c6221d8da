import { acceptProbabilityFor } from '../db/sandbox-settings';
import type { PoolClient } from 'pg';
import { isRestricted, type SandboxAccount } from '../accounts/account';
import { ApiError, invalid, notFound } from '../http/api-error';
import { uniformFrom } from '../population/deterministic-random';
import { fullName, publicProfileUrl, type SandboxProfile } from '../population/profile';
import type { SandboxContext } from '../sandbox-context';
import { inTransaction } from '../sandbox-transaction';
import type { AccountRestrictions } from './account-restrictions';
import type { PendingInvitation } from './network-cache';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const INVITATION_LIMITS = { perDay: 100, perWeek: 200, noteLength: 300, resendWaitDays: 21 };

export interface InvitationRow {
  id: string;
  account_id: string;
  provider_id: string;
  message: string | null;
  status: 'PENDING' | 'ACCEPTED' | 'WITHDRAWN';
  sent_at: Date;
}

/** Invitations: sending under LinkedIn's limits, withdrawing, and a lead accepting (later or now). */
export class InvitationService {
  constructor(
    private readonly ctx: SandboxContext,
    private readonly restrictions: AccountRestrictions,
  ) {
    ctx.happenings.on('accept_invitation', async (tx, h) => {
      const account = ctx.accounts.get(h.accountId);
      if (!account || account.deletedAt !== null) return;
      await this.acceptIn(tx, account, String(h.payload.providerId), h.dueAt.getTime());
    });
  }

  async invite(caller: SandboxAccount, providerId: string, message: string | undefined): Promise<string> {
    if (message !== undefined && message.length > INVITATION_LIMITS.noteLength) {
      throw new ApiError(
        400,
        'too_many_characters',
        `The invitation note is limited to ${INVITATION_LIMITS.noteLength} characters`,
      );
    }
    if (!providerId.startsWith('ACo')) throw invalid('provider_id must be a LinkedIn provider id (ACo…)');
    const profile = this.ctx.population.byProvider(providerId);
    if (!profile) throw notFound(`No LinkedIn member with provider id ${providerId}`);
    const outcome = await inTransaction(this.ctx, async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(1, hashtext($1))', [caller.id]);
      // Re-read under the lock: a concurrent call may just have counted a refusal or restricted the account.
      const account = this.ctx.accounts.get(caller.id) ?? caller;
      const now = this.ctx.clock.nowMs();
      if (isRestricted(account, now))
        return {
          refusal: new ApiError(403, 'account_restricted', 'LinkedIn has temporarily restricted this account.'),
        };
      const refusal = await this.refusal(tx, account, profile, now);
      if (refusal) return { refusal };
      const { rows } = await tx.query<{ seq: string }>(`SELECT nextval('object_seq') AS seq`);
      const id = String(7_200_000_000_000_000_000n + BigInt(rows[0].seq));
      await tx.query(
        `INSERT INTO invitations (id, account_id, provider_id, message, status, sent_at) VALUES ($1, $2, $3, $4, 'PENDING', $5)`,
        [id, account.id, providerId, message ?? null, new Date(now)],
      );
      if (account.refusedInvites > 0) await this.ctx.accounts.setRefusedInvites(tx, account.id, 0);
      await this.scheduleAcceptance(tx, account, profile, now, message);
      await this.ctx.actions.record(tx, {
        accountId: account.id,
        kind: 'invite',
        providerId,
        profileUrl: publicProfileUrl(profile.publicId),
        text: message ?? null,
        atMs: now,
      });
      return { id };
    });
    if (outcome.refusal) throw outcome.refusal;
    this.ctx.network.invalidate(caller.id);
    return outcome.id;
  }

  async withdraw(account: SandboxAccount, invitationId: string): Promise<void> {
    await inTransaction(this.ctx, async (tx) => {
      const now = this.ctx.clock.nowMs();
      const { rows } = await tx.query<InvitationRow>(
        `UPDATE invitations SET status = 'WITHDRAWN', resolved_at = $3 WHERE id = $1 AND account_id = $2 AND status = 'PENDING' RETURNING *`,
        [invitationId, account.id, new Date(now)],
      );
      if (!rows[0]) throw notFound(`No pending invitation ${invitationId}`);
      const profile = this.ctx.population.byProvider(rows[0].provider_id);
      await this.ctx.actions.record(tx, {
        accountId: account.id,
        kind: 'withdraw',
        providerId: rows[0].provider_id,
        profileUrl: profile ? publicProfileUrl(profile.publicId) : undefined,
        atMs: now,
      });
    });
    this.ctx.network.invalidate(account.id);
  }

  /** Pending invitations, newest first. */
  async listPending(account: SandboxAccount, limit: number, offset: number): Promise<PendingInvitation[]> {
    return (await this.ctx.network.of(account.id)).pending.slice(offset, offset + limit);
  }

  /** The lead accepts now (control API). False when there is no pending invitation to accept. */
  async accept(account: SandboxAccount, profile: SandboxProfile): Promise<boolean> {
    const accepted = await inTransaction(this.ctx, (tx) =>
      this.acceptIn(tx, account, profile.providerId, this.ctx.clock.nowMs()),
    );
    this.ctx.network.invalidate(account.id);
    return accepted;
  }

  private async acceptIn(tx: PoolClient, account: SandboxAccount, providerId: string, atMs: number): Promise<boolean> {
    const { rows } = await tx.query<InvitationRow>(
      `UPDATE invitations SET status = 'ACCEPTED', resolved_at = $3 WHERE account_id = $1 AND provider_id = $2 AND status = 'PENDING' RETURNING *`,
      [account.id, providerId, new Date(atMs)],
    );
    if (!rows[0]) return false;
    await tx.query(
      'INSERT INTO relations (account_id, provider_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [account.id, providerId, new Date(atMs)],
    );
    const p = this.ctx.population.byProvider(providerId);
    if (p) {
      await this.ctx.emitter.emit(tx, 'users', 'new_relation', account, (webhookName) => ({
        event: 'new_relation',
        account_id: account.id,
        account_type: 'LINKEDIN',
        webhook_name: webhookName,
        user_full_name: fullName(p),
        user_provider_id: p.providerId,
        user_public_identifier: p.publicId,
        user_profile_url: publicProfileUrl(p.publicId),
        user_picture_url: `${this.ctx.publicUrl}/avatars/${p.publicId}.svg`,
      }));
    }
    return true;
  }

  /** Whether and when this lead accepts: a fixed draw per (account, member), so runs repeat. */
  private async scheduleAcceptance(
    tx: PoolClient,
    account: SandboxAccount,
    profile: SandboxProfile,
    now: number,
    note: string | undefined,
  ): Promise<void> {
    const behaviour = this.ctx.settings.behaviour;
    const acceptProbability = acceptProbabilityFor(behaviour, note);
    const [min, max] = behaviour.acceptDelayHours;
    if (uniformFrom(this.ctx.seed, account.id, profile.providerId, 'accept') >= acceptProbability) return;
    const delay =
      (min + uniformFrom(this.ctx.seed, account.id, profile.providerId, 'accept-delay') * (max - min)) * HOUR;
    await this.ctx.happenings.schedule(tx, 'accept_invitation', account.id, now + delay, {
      providerId: profile.providerId,
    });
  }

  private async refusal(
    tx: PoolClient,
    account: SandboxAccount,
    profile: SandboxProfile,
    now: number,
  ): Promise<ApiError | null> {
    const { rows } = await tx.query<{
      day: string;
      week: string;
      pending: boolean | null;
      withdrawn_at: Date | null;
      related: boolean;
    }>(
      `SELECT count(*) FILTER (WHERE sent_at > $2) AS day, count(*) FILTER (WHERE sent_at > $3) AS week,
              bool_or(provider_id = $4 AND status = 'PENDING') AS pending,
              max(resolved_at) FILTER (WHERE provider_id = $4 AND status = 'WITHDRAWN') AS withdrawn_at,
              EXISTS (SELECT 1 FROM relations WHERE account_id = $1 AND provider_id = $4) AS related
       FROM invitations WHERE account_id = $1 AND (sent_at > $3 OR provider_id = $4)`,
      [account.id, new Date(now - DAY), new Date(now - 7 * DAY), profile.providerId],
    );
    const s = rows[0];
    if (s.related) return new ApiError(422, 'action_already_performed', 'You are already connected to this member');
    if (s.pending)
      return new ApiError(422, 'already_invited_recently', 'An invitation to this member is already pending');
    if (s.withdrawn_at && now - s.withdrawn_at.getTime() < INVITATION_LIMITS.resendWaitDays * DAY) {
      return new ApiError(
        422,
        'cannot_resend_yet',
        'An invitation to this member was withdrawn recently: wait before sending again',
      );
    }
    if (Number(s.day) >= INVITATION_LIMITS.perDay || Number(s.week) >= INVITATION_LIMITS.perWeek) {
      await this.restrictions.recordRefusal(tx, account, now);
      return new ApiError(422, 'limit_exceeded', 'The weekly invitation limit is reached');
    }
    return null;
  }
}
