import { Router } from 'express';
import { usableAccount } from '../accounts/account-guard';
import { memberState } from '../network/network-state';
import { publicProfileUrl } from '../population/profile';
import type { SandboxContext } from '../sandbox-context';
import { ApiError, notFound } from './api-error';
import { ownerProfile, parseSections, postShape, userProfile } from './profile-shapes';
import { booleanParam, limitParam, nextOffsetCursor, offsetFromCursor } from './request-params';

/** LinkedIn answers 429 past about this many profile lookups a day (Unipile advises 80–100). */
export const PROFILE_LOOKUPS_PER_DAY = 150;

const DAY_MS = 86_400_000;

/**
 * The `Retry-After` of a refused lookup: real seconds until the next sandbox day, when the allowance
 * comes back. At speed 0 (a frozen clock) sandbox time only moves when advanced: sandbox seconds then.
 */
export function secondsUntilNextDay(nowMs: number, speed: number): number {
  const sandboxMs = DAY_MS - (nowMs % DAY_MS);
  return Math.max(1, Math.ceil(sandboxMs / (speed > 0 ? speed : 1) / 1000));
}

/** `/users/me`, `/users/relations`, `/users/{identifier}` and its posts. */
export function usersRoutes(ctx: SandboxContext): Router {
  const router = Router();

  router.get('/users/me', (req, res) => {
    const account = usableAccount(ctx, req.query.account_id);
    res.json(ownerProfile(ctx.publicUrl, account));
  });

  router.get('/users/relations', async (req, res) => {
    const account = usableAccount(ctx, req.query.account_id);
    const limit = limitParam(req.query.limit, 1, 1000, 100);
    const offset = offsetFromCursor(req.query.cursor);
    const { rows } = await ctx.db.query<{ provider_id: string; created_at: Date }>(
      'SELECT provider_id, created_at FROM relations WHERE account_id = $1 ORDER BY created_at DESC, provider_id LIMIT $2 OFFSET $3',
      [account.id, limit + 1, offset],
    );
    const page = rows.slice(0, limit);
    const items = page.flatMap((r) => {
      const p = ctx.population.byProvider(r.provider_id);
      if (!p) return [];
      return [
        {
          object: 'UserRelation',
          connection_urn: `urn:li:fsd_connection:${p.providerId}`,
          created_at: r.created_at.getTime(),
          first_name: p.firstName,
          last_name: p.lastName,
          member_id: p.memberId,
          member_urn: `urn:li:member:${p.memberId}`,
          headline: p.headline,
          public_identifier: p.publicId,
          public_profile_url: publicProfileUrl(p.publicId),
          profile_picture_url: `${ctx.publicUrl}/avatars/${p.publicId}.svg`,
        },
      ];
    });
    res.json({
      object: 'UserRelationsList',
      items,
      cursor: nextOffsetCursor(offset, page.length, limit, rows.length > limit),
    });
  });

  router.get('/users/:identifier/posts', (req, res) => {
    usableAccount(ctx, req.query.account_id);
    const profile = ctx.population.find(req.params.identifier);
    if (!profile) throw notFound(`No LinkedIn member ${req.params.identifier}`);
    const limit = limitParam(req.query.limit, 1, 100, 10);
    const offset = offsetFromCursor(req.query.cursor);
    const page = profile.posts.slice(offset, offset + limit);
    res.json({
      object: 'PostList',
      items: page.map((post) => postShape(ctx.publicUrl, post, profile)),
      cursor: nextOffsetCursor(offset, page.length, limit, offset + limit < profile.posts.length),
    });
  });

  router.get('/users/:identifier', async (req, res) => {
    const account = usableAccount(ctx, req.query.account_id);
    const profile = ctx.population.find(req.params.identifier);
    if (!profile) throw notFound(`No LinkedIn member ${req.params.identifier}`);
    const now = ctx.clock.nowMs();
    if (!ctx.usage.take(account.id, 'profile_lookup', now, PROFILE_LOOKUPS_PER_DAY)) {
      throw new ApiError(
        429,
        'too_many_requests',
        'Too many profile lookups today: try again tomorrow',
        secondsUntilNextDay(now, ctx.clock.speed),
      );
    }
    const { state, endorsed } = await memberState(ctx.network, account.id, profile.providerId);
    if (booleanParam(req.query.notify)) {
      await ctx.actions.record(ctx.db, {
        accountId: account.id,
        kind: 'profile_view',
        providerId: profile.providerId,
        profileUrl: publicProfileUrl(profile.publicId),
        atMs: now,
      });
    }
    res.json(
      userProfile(ctx.publicUrl, account, profile, state, parseSections(req.query.linkedin_sections), { endorsed }),
    );
  });
  return router;
}
