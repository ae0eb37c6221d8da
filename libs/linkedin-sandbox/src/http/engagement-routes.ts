import { Router } from 'express';
import { usableAccount } from '../accounts/account-guard';
import { publicProfileUrl } from '../population/profile';
import type { SandboxContext } from '../sandbox-context';
import { inTransaction } from '../sandbox-transaction';
import { ApiError, invalid, notFound } from './api-error';
import { optionalString, requiredString, bodyOf } from './request-params';

const REACTIONS = ['like', 'celebrate', 'support', 'love', 'insightful', 'funny'];

/**
 * Reactions, endorsements and follows. Unipile has no follow endpoint (unipile.md §7): the sandbox
 * defines `POST /users/follow {account_id, provider_id}` → `{object: 'UserFollowed'}`.
 */
export function engagementRoutes(ctx: SandboxContext): Router {
  const router = Router();

  router.post('/posts/reaction', async (req, res) => {
    const body = bodyOf(req);
    const account = usableAccount(ctx, body.account_id);
    const postId = requiredString(body.post_id, 'post_id');
    const reaction = (optionalString(body.reaction_type, 'reaction_type') ?? 'like').toLowerCase();
    if (!REACTIONS.includes(reaction)) throw invalid(`reaction_type must be one of ${REACTIONS.join(', ')}`);
    const found = ctx.population.post(postId) ?? ctx.population.post(`urn:li:activity:${postId}`);
    if (!found) throw notFound(`Post ${postId} not found`);
    await inTransaction(ctx, async (tx) => {
      const now = ctx.clock.nowMs();
      await tx.query(
        `INSERT INTO reactions (account_id, post_id, reaction_type, at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (account_id, post_id) DO UPDATE SET reaction_type = EXCLUDED.reaction_type, at = EXCLUDED.at`,
        [account.id, found.post.socialId, reaction, new Date(now)],
      );
      await ctx.actions.record(tx, {
        accountId: account.id,
        kind: 'reaction',
        providerId: found.author.providerId,
        profileUrl: publicProfileUrl(found.author.publicId),
        text: `${reaction} ${found.post.socialId}`,
        atMs: now,
      });
    });
    res.status(201).json({ object: 'ReactionAdded' });
  });

  router.post('/linkedin/profile/endorse', async (req, res) => {
    const body = bodyOf(req);
    const account = usableAccount(ctx, body.account_id);
    const profileId = requiredString(body.profile_id, 'profile_id');
    const endorsementId = requiredString(body.skill_endorsement_id, 'skill_endorsement_id');
    const profile = ctx.population.find(profileId);
    if (!profile) throw notFound(`No LinkedIn member ${profileId}`);
    const skill = profile.skills.find((s) => s.endorsementId === endorsementId);
    if (!skill) throw notFound(`Member ${profileId} has no skill with endorsement id ${endorsementId}`);
    await inTransaction(ctx, async (tx) => {
      const now = ctx.clock.nowMs();
      const { rowCount: related } = await tx.query(
        'SELECT 1 FROM relations WHERE account_id = $1 AND provider_id = $2',
        [account.id, profile.providerId],
      );
      if (!related)
        throw new ApiError(422, 'no_connection_with_recipient', 'Only 1st-degree connections can be endorsed');
      const { rowCount } = await tx.query(
        'INSERT INTO endorsements (account_id, endorsement_id, provider_id, at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
        [account.id, endorsementId, profile.providerId, new Date(now)],
      );
      if (!rowCount) throw new ApiError(422, 'action_already_performed', 'This skill is already endorsed');
      await ctx.actions.record(tx, {
        accountId: account.id,
        kind: 'endorse',
        providerId: profile.providerId,
        profileUrl: publicProfileUrl(profile.publicId),
        text: skill.name,
        atMs: now,
      });
    });
    ctx.network.invalidate(account.id);
    res.json({ object: 'LinkedinProfileEndorse', endorsed: true });
  });

  router.post('/users/follow', async (req, res) => {
    const body = bodyOf(req);
    const account = usableAccount(ctx, body.account_id);
    const providerId = requiredString(body.provider_id, 'provider_id');
    const profile = ctx.population.find(providerId);
    if (!profile) throw notFound(`No LinkedIn member ${providerId}`);
    await inTransaction(ctx, async (tx) => {
      const now = ctx.clock.nowMs();
      const { rowCount } = await tx.query(
        'INSERT INTO follows (account_id, provider_id, at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [account.id, profile.providerId, new Date(now)],
      );
      if (!rowCount) throw new ApiError(422, 'action_already_performed', 'You already follow this member');
      await ctx.actions.record(tx, {
        accountId: account.id,
        kind: 'follow',
        providerId: profile.providerId,
        profileUrl: publicProfileUrl(profile.publicId),
        atMs: now,
      });
    });
    res.status(201).json({ object: 'UserFollowed' });
  });
  return router;
}
