import { Router } from 'express';
import { fnv1a } from '../population/deterministic-random';
import type { SandboxContext } from '../sandbox-context';

const COLORS = ['#0a66c2', '#057642', '#915907', '#b24020', '#5f3dc4', '#0e7c86', '#8f5849', '#44546a'];

/** `GET /avatars/{publicId}.svg`: initials on a colour, so pictures load without any external host. */
export function avatarRoute(ctx: SandboxContext): Router {
  const router = Router();
  router.get('/avatars/:file', (req, res) => {
    const publicId = req.params.file.replace(/\.svg$/, '');
    const member =
      ctx.population.find(publicId) ?? ctx.accounts.list().find((a) => a.owner.publicId === publicId)?.owner;
    const initials = member ? `${member.firstName[0] ?? ''}${member.lastName[0] ?? ''}` : '?';
    const color = COLORS[fnv1a(publicId) % COLORS.length];
    res
      .type('image/svg+xml')
      .set('cache-control', 'public, max-age=86400')
      .send(
        `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">` +
          `<rect width="200" height="200" fill="${color}"/>` +
          `<text x="100" y="125" font-family="Arial, sans-serif" font-size="80" fill="#fff" text-anchor="middle">${initials.replace(/[<&>]/g, '')}</text></svg>`,
      );
  });
  return router;
}
