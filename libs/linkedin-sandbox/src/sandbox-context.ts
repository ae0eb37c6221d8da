import type { AccountStore } from './accounts/account-store';
import type { SandboxClock } from './clock/sandbox-clock';
import type { SandboxDatabase } from './db/sandbox-database';
import type { SandboxSettings } from './db/sandbox-settings';
import type { ActionLog } from './network/action-log';
import type { HappeningScheduler } from './ticker/happening-scheduler';
import type { NetworkCache } from './network/network-cache';
import type { UsageCounter } from './network/usage-counter';
import type { Population } from './population/population';
import type { DeliveryDispatcher } from './webhooks/delivery-dispatcher';
import type { WebhookEmitter } from './webhooks/webhook-emitter';
import type { WebhookRegistry } from './webhooks/webhook-registry';

/** Everything a route or service of one sandbox instance works with. */
export interface SandboxContext {
  seed: number;
  publicUrl: string;
  apiKey: string;
  db: SandboxDatabase;
  clock: SandboxClock;
  settings: SandboxSettings;
  population: Population;
  accounts: AccountStore;
  webhooks: WebhookRegistry;
  dispatcher: DeliveryDispatcher;
  emitter: WebhookEmitter;
  actions: ActionLog;
  usage: UsageCounter;
  network: NetworkCache;
  happenings: HappeningScheduler;
}
