import express, { Router } from 'express';
import { fullName } from '../population/profile';
import type { HostedAuthService } from './hosted-auth-service';
import { connectedPage, signInPage, unusableLinkPage } from './hosted-auth-page';

/** `GET /hosted-auth/:token` shows the sign-in page; submitting it completes the link. */
export function hostedAuthRoutes(service: HostedAuthService): Router {
  const router = Router();
  router.use(express.urlencoded({ extended: false }));

  router.get('/:token', async (req, res) => {
    const link = await service.link(req.params.token);
    res.type('html');
    if (!link) return void res.status(404).send(unusableLinkPage('unknown', null));
    if (service.isExpired(link))
      return void res.status(410).send(unusableLinkPage('expired', link.failure_redirect_url));
    res.send(signInPage(link.type === 'reconnect'));
  });

  router.post('/:token', async (req, res) => {
    const link = await service.link(req.params.token);
    res.type('html');
    if (!link) return void res.status(404).send(unusableLinkPage('unknown', null));
    if (service.isExpired(link)) {
      if (link.failure_redirect_url) return void res.redirect(303, link.failure_redirect_url);
      return void res.status(410).send(unusableLinkPage('expired', null));
    }
    const done = await service.complete(req.params.token);
    if (done.redirectUrl) return void res.redirect(303, done.redirectUrl);
    res.send(connectedPage(fullName(done.account.owner)));
  });
  return router;
}
