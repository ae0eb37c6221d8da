import express, { Router } from 'express';
import { existingAccount } from '../accounts/account-guard';
import { isRestricted } from '../accounts/account';
import { DEFAULT_FAULTS, type AcceptRule, type Behaviour, type Faults } from '../db/sandbox-settings';
import type { HostedAuthService } from '../hosted-auth/hosted-auth-service';
import { invalid, notFound } from '../http/api-error';
import { optionalString, requiredString, bodyOf } from '../http/request-params';
import type { AccountRestrictions } from '../network/account-restrictions';
import type { InvitationService } from '../network/invitation-service';
import type { ChatService } from '../messaging/chat-service';
import type { SandboxContext } from '../sandbox-context';
import { inTransaction } from '../sandbox-transaction';
import type { SandboxTicker } from '../ticker/sandbox-ticker';

export interface ControlServices {
  hostedAuth: HostedAuthService;
  invitations: InvitationService;
  restrictions: AccountRestrictions;
  chats: ChatService;
  ticker: SandboxTicker;
}

function numberIn(value: unknown, name: string, min: number, max: number): number | undefined {
  if (value === undefined || value === null) return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || n < min || n > max) throw invalid(`${name} must be a number between ${min} and ${max}`);
  return n;
}

function hoursRange(value: unknown, name: string): [number, number] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length !== 2) throw invalid(`${name} must be [minHours, maxHours]`);
  const [min, max] = value.map((v, i) => numberIn(v, `${name}[${i}]`, 0, 24 * 365)!);
  if (min > max) throw invalid(`${name} must be [minHours, maxHours]`);
  return [min, max];
}

function acceptRules(value: unknown): AcceptRule[] | undefined {
  if (value === undefined) return undefined;
  const name = 'acceptProbabilityByText';
  if (!Array.isArray(value) || value.length > 20) throw invalid(`${name} must be an array of at most 20 rules`);
  return value.map((rule: unknown, i) => {
    const r = (typeof rule === 'object' && rule !== null ? rule : {}) as Record<string, unknown>;
    if (typeof r.contains !== 'string' || r.contains.length > 300)
      throw invalid(`${name}[${i}].contains must be a text of at most 300 characters`);
    return { contains: r.contains, probability: numberIn(r.probability, `${name}[${i}].probability`, 0, 1) ?? 0 };
  });
}

/** The sandbox's control API: an operator's tool, mounted behind `operatorOnly` (see the README). */
export function controlRoutes(ctx: SandboxContext, s: ControlServices): Router {
  const router = Router();
  router.use(express.json());

  // One reading of the clock for both fields: two readings a millisecond apart disagreed.
  const clockState = () => {
    const nowMs = ctx.clock.nowMs();
    return { now: new Date(nowMs).toISOString(), nowMs, speed: ctx.clock.speed };
  };
  router.get('/clock', (_req, res) => void res.json(clockState()));
  router.post('/clock', async (req, res) => {
    const body = bodyOf(req);
    const speed = numberIn(body.speed, 'speed', 0, 10_000_000);
    const advanceMs =
      numberIn(body.advanceMs, 'advanceMs', 0, 10 * 365 * 86_400_000) ??
      (numberIn(body.advanceHours, 'advanceHours', 0, 10 * 365 * 24) ?? 0) * 3_600_000;
    if (speed !== undefined) await ctx.clock.setSpeed(speed);
    if (advanceMs > 0) await ctx.clock.advance(advanceMs);
    if (advanceMs > 0) await s.ticker.runOnce();
    res.json(clockState());
  });

  const faultState = () => {
    const now = ctx.clock.nowMs();
    const accounts = ctx.accounts.list();
    return {
      ...ctx.settings.faults,
      disconnected: accounts.filter((a) => a.status !== 'OK').map((a) => a.id),
      restricted: accounts.filter((a) => isRestricted(a, now)).map((a) => a.id),
    };
  };
  router.get('/faults', (_req, res) => void res.json(faultState()));
  router.post('/faults', async (req, res) => {
    const body = bodyOf(req);
    const base: Faults = body.reset === true ? { ...DEFAULT_FAULTS } : { ...ctx.settings.faults };
    const faults: Faults = {
      latencyMs: numberIn(body.latencyMs, 'latencyMs', 0, 120_000) ?? base.latencyMs,
      latencyMaxMs: numberIn(body.latencyMaxMs, 'latencyMaxMs', 0, 120_000) ?? base.latencyMaxMs,
      errorRate: numberIn(body.errorRate, 'errorRate', 0, 1) ?? base.errorRate,
      dropWebhooks: typeof body.dropWebhooks === 'boolean' ? body.dropWebhooks : base.dropWebhooks,
    };
    const disconnect = optionalString(body.disconnectAccountId, 'disconnectAccountId');
    const restrict = optionalString(body.restrictAccountId, 'restrictAccountId');
    const toDisconnect = disconnect ? existingAccount(ctx, disconnect) : undefined;
    const toRestrict = restrict ? existingAccount(ctx, restrict) : undefined;
    await ctx.settings.setFaults(faults);
    await inTransaction(ctx, async (tx) => {
      const now = ctx.clock.nowMs();
      if (body.reset === true) {
        for (const a of ctx.accounts.list().filter((a) => isRestricted(a, now))) await s.restrictions.lift(tx, a);
      }
      if (toDisconnect && toDisconnect.status === 'OK') {
        const account = await ctx.accounts.setStatus(tx, toDisconnect.id, 'CREDENTIALS');
        await ctx.emitter.accountStatus(tx, account, 'CREDENTIALS');
      }
      if (toRestrict) await s.restrictions.restrict(tx, ctx.accounts.get(toRestrict.id)!, now);
    });
    res.json(faultState());
  });

  router.get('/behaviour', (_req, res) => void res.json(ctx.settings.behaviour));
  router.post('/behaviour', async (req, res) => {
    const body = bodyOf(req);
    const current = ctx.settings.behaviour;
    const next: Behaviour = {
      acceptProbability: numberIn(body.acceptProbability, 'acceptProbability', 0, 1) ?? current.acceptProbability,
      acceptProbabilityByText: acceptRules(body.acceptProbabilityByText) ?? current.acceptProbabilityByText,
      acceptDelayHours: hoursRange(body.acceptDelayHours, 'acceptDelayHours') ?? current.acceptDelayHours,
      replyProbability: numberIn(body.replyProbability, 'replyProbability', 0, 1) ?? current.replyProbability,
      replyDelayHours: hoursRange(body.replyDelayHours, 'replyDelayHours') ?? current.replyDelayHours,
    };
    await ctx.settings.setBehaviour(next);
    res.json(next);
  });

  router.post('/hosted-auth/complete', async (req, res) => {
    const url = requiredString(bodyOf(req).url, 'url');
    const token = /\/hosted-auth\/([^/?#]+)/.exec(url)?.[1];
    if (!token) throw invalid('url is not a sandbox hosted-auth link');
    const done = await s.hostedAuth.complete(token);
    res.json({ accountId: done.account.id, status: done.status, redirectUrl: done.redirectUrl });
  });

  router.get('/actions', async (req, res) => {
    const limit = numberIn(req.query.limit, 'limit', 1, 100_000) ?? 10_000;
    const items = await ctx.actions.list(ctx.db, {
      accountId: optionalString(req.query.accountId, 'accountId'),
      kind: optionalString(req.query.kind, 'kind'),
      limit,
    });
    res.json({ items });
  });

  router.post('/accept', async (req, res) => {
    const account = existingAccount(ctx, requiredString(bodyOf(req).accountId, 'accountId'));
    const profile = ctx.population.find(requiredString(bodyOf(req).profileUrl, 'profileUrl'));
    if (!profile) throw notFound('No such member');
    if (!(await s.invitations.accept(account, profile)))
      throw notFound('No pending invitation from this account to this member');
    res.json({ accepted: true, providerId: profile.providerId });
  });

  router.post('/reply', async (req, res) => {
    const account = existingAccount(ctx, requiredString(bodyOf(req).accountId, 'accountId'));
    const profile = ctx.population.find(requiredString(bodyOf(req).profileUrl, 'profileUrl'));
    if (!profile) throw notFound('No such member');
    const text = requiredString(bodyOf(req).text, 'text');
    const sent = await s.chats.leadWrites(account, profile, text);
    res.json(sent);
  });

  router.post('/tick', async (_req, res) => void res.json({ applied: await s.ticker.runOnce() }));

  router.get('/deliveries', async (req, res) => {
    const limit = numberIn(req.query.limit, 'limit', 1, 1000) ?? 100;
    const { rows } = await ctx.db.query(
      `SELECT id, kind, webhook_id, url, status, attempts, last_error, payload, created_at, delivered_at
       FROM deliveries ORDER BY id DESC LIMIT $1`,
      [limit],
    );
    res.json({ items: rows });
  });
  return router;
}
