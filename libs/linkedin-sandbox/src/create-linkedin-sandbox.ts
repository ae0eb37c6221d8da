import { Router } from 'express';
import { AccountStore } from './accounts/account-store';
import { SandboxClock } from './clock/sandbox-clock';
import { controlRoutes } from './control/control-routes';
import { operatorOnly } from './control/operator-access';
import { SandboxDatabase } from './db/sandbox-database';
import { migrateSandbox } from './db/sandbox-migrations';
import { SandboxSettings } from './db/sandbox-settings';
import { hostedAuthRoutes } from './hosted-auth/hosted-auth-routes';
import { HostedAuthService } from './hosted-auth/hosted-auth-service';
import { apiRouter } from './http/api-router';
import { apiErrorHandler } from './http/api-middleware';
import { avatarRoute } from './http/avatar-route';
import type { LinkedInSandbox, LinkedInSandboxOptions } from './linkedin-sandbox-options';
import { ChatService } from './messaging/chat-service';
import { AccountRestrictions } from './network/account-restrictions';
import { ActionLog } from './network/action-log';
import { InvitationService } from './network/invitation-service';
import { NetworkCache } from './network/network-cache';
import { UsageCounter } from './network/usage-counter';
import { loadPopulation } from './population/population-store';
import type { SandboxContext } from './sandbox-context';
import { HappeningScheduler } from './ticker/happening-scheduler';
import { SandboxTicker } from './ticker/sandbox-ticker';
import { DeliveryDispatcher } from './webhooks/delivery-dispatcher';
import { WebhookEmitter } from './webhooks/webhook-emitter';
import { WebhookRegistry } from './webhooks/webhook-registry';

/** Migrates and seeds the sandbox's schema once (idempotent), loads its state and starts the ticker. */
export async function createLinkedInSandbox(options: LinkedInSandboxOptions): Promise<LinkedInSandbox> {
  const seed = options.seed ?? 42;
  const size = options.population ?? 10_000;
  const schema = options.schema ?? 'linkedin_sandbox';
  const db = new SandboxDatabase(options.databaseUrl, schema);
  try {
    const population = await db.withLock(`linkedin-sandbox:${schema}`, async () => {
      await migrateSandbox(db);
      return loadPopulation(db, seed, size);
    });
    const clock = await SandboxClock.load(db);
    const settings = await SandboxSettings.load(db);
    const accounts = new AccountStore(db, seed);
    await accounts.reload();
    const webhooks = new WebhookRegistry(db);
    await webhooks.load();
    const usage = new UsageCounter(db);
    await usage.load(clock.nowMs());
    const dispatcher = new DeliveryDispatcher(db);
    const ctx: SandboxContext = {
      seed,
      publicUrl: options.publicUrl.replace(/\/+$/, ''),
      apiKey: options.apiKey,
      db,
      clock,
      settings,
      population,
      accounts,
      webhooks,
      dispatcher,
      emitter: new WebhookEmitter(webhooks, dispatcher, settings),
      actions: new ActionLog(),
      usage,
      network: new NetworkCache(db),
      happenings: new HappeningScheduler(db),
    };
    const restrictions = new AccountRestrictions(ctx);
    const services = {
      hostedAuth: new HostedAuthService(ctx),
      invitations: new InvitationService(ctx, restrictions),
      chats: new ChatService(ctx),
      restrictions,
    };
    const ticker = new SandboxTicker(ctx);

    const router = Router();
    router.use('/api/v1', apiRouter(ctx, services));
    const control = operatorOnly({ controlToken: options.controlToken, appOrigin: new URL(ctx.publicUrl).origin });
    router.use('/control', control, controlRoutes(ctx, { ...services, ticker }));
    router.use('/hosted-auth', hostedAuthRoutes(services.hostedAuth));
    router.use(avatarRoute(ctx));
    router.use(apiErrorHandler);

    ticker.start();
    let closed: Promise<void> | undefined;
    return {
      router,
      clock: { now: () => clock.now(), realMs: (ms: number) => clock.realMs(ms) },
      ping: async () => {
        await db.query('SELECT 1');
      },
      close: () =>
        (closed ??= (async () => {
          await ticker.stop();
          await dispatcher.close();
          await usage.flush().catch(() => undefined);
          await clock.persist().catch(() => undefined);
          await db.close();
        })()),
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
