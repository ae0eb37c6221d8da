import { Router } from 'express';
import { createHash } from 'node:crypto';
import { usableAccount } from '../accounts/account-guard';
import type { InvitationService } from '../network/invitation-service';
import { fullName, publicProfileUrl } from '../population/profile';
import type { SandboxContext } from '../sandbox-context';
import {
  limitParam,
  nextOffsetCursor,
  offsetFromCursor,
  optionalString,
  requiredString,
  bodyOf,
} from './request-params';

const DAY = 86_400_000;

function sentLabel(sentMs: number, nowMs: number): string {
  const days = Math.floor((nowMs - sentMs) / DAY);
  if (days <= 0) return 'Sent today';
  if (days < 7) return `Sent ${days} day${days > 1 ? 's' : ''} ago`;
  const weeks = Math.floor(days / 7);
  return `Sent ${weeks} week${weeks > 1 ? 's' : ''} ago`;
}

/** LinkedIn's per-invitation token (the SDK's schema requires one in `specifics`): stable per invitation. */
function sharedSecret(invitationId: string): string {
  return createHash('sha256').update(invitationId).digest('base64url').slice(0, 11);
}

/** `POST /users/invite`, `GET /users/invite/sent`, `DELETE /users/invite/sent/{id}`. */
export function invitationsRoutes(ctx: SandboxContext, invitations: InvitationService): Router {
  const router = Router();

  router.post('/users/invite', async (req, res) => {
    const body = bodyOf(req);
    const account = usableAccount(ctx, body.account_id);
    const id = await invitations.invite(
      account,
      requiredString(body.provider_id, 'provider_id'),
      optionalString(body.message, 'message'),
    );
    res.status(201).json({ object: 'UserInvitationSent', invitation_id: id });
  });

  router.get('/users/invite/sent', async (req, res) => {
    const account = usableAccount(ctx, req.query.account_id);
    const limit = limitParam(req.query.limit, 1, 100, 10);
    const offset = offsetFromCursor(req.query.cursor);
    const rows = await invitations.listPending(account, limit + 1, offset);
    const page = rows.slice(0, limit);
    const now = ctx.clock.nowMs();
    res.json({
      object: 'InvitationList',
      items: page.map((r) => {
        const p = ctx.population.byProvider(r.provider_id);
        return {
          object: 'InvitationSent',
          id: r.id,
          date: sentLabel(r.sent_at.getTime(), now),
          parsed_datetime: r.sent_at.toISOString(),
          invitation_text: r.message,
          invited_user: p ? fullName(p) : null,
          invited_user_id: r.provider_id,
          invited_user_public_id: p?.publicId ?? null,
          invited_user_description: p?.headline ?? null,
          invited_user_profile_url: p ? publicProfileUrl(p.publicId) : null,
          specifics: { provider: 'LINKEDIN', shared_secret: sharedSecret(r.id) },
        };
      }),
      cursor: nextOffsetCursor(offset, page.length, limit, rows.length > limit),
    });
  });

  router.delete('/users/invite/sent/:id', async (req, res) => {
    const account = usableAccount(ctx, req.query.account_id ?? bodyOf(req).account_id);
    await invitations.withdraw(account, req.params.id);
    res.json({ object: 'InvitationCanceled' });
  });
  return router;
}
