import type { SandboxAccount } from '../accounts/account';
import type { SandboxSettings } from '../db/sandbox-settings';
import type { Queryable } from '../db/sandbox-database';
import type { DeliveryDispatcher } from './delivery-dispatcher';
import type { WebhookSource } from './webhook';
import type { WebhookRegistry } from './webhook-registry';

/**
 * Turns sandbox events into webhook deliveries for every matching registration. A disconnected
 * account's messaging and users webhooks stop (as Unipile's do) until it is reconnected; account
 * status webhooks always go out. Enqueued in the caller's transaction: call `flush` after commit.
 */
export class WebhookEmitter {
  constructor(
    private readonly registry: WebhookRegistry,
    private readonly dispatcher: DeliveryDispatcher,
    private readonly settings: SandboxSettings,
  ) {}

  async emit(
    q: Queryable,
    source: WebhookSource,
    event: string,
    account: SandboxAccount,
    payloadFor: (webhookName: string | null) => unknown,
  ): Promise<number> {
    if (source !== 'account_status' && account.status !== 'OK') return 0;
    const targets = this.registry.matching(source, event, account.id);
    for (const webhook of targets) {
      await this.dispatcher.enqueue(q, {
        kind: 'webhook',
        webhookId: webhook.id,
        url: webhook.requestUrl,
        headers: Object.fromEntries(webhook.headers.map((h) => [h.key, h.value])),
        payload: payloadFor(webhook.name),
        dropped: this.settings.faults.dropWebhooks,
      });
    }
    return targets.length;
  }

  accountStatus(q: Queryable, account: SandboxAccount, message: string): Promise<number> {
    return this.emit(q, 'account_status', message, account, () => ({
      AccountStatus: { account_id: account.id, account_type: 'LINKEDIN', message },
    }));
  }

  flush(): void {
    this.dispatcher.kick();
  }
}
