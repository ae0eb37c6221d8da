import { Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { accountHoldDecider, userStream, type Clock, type EventMetadata } from '@outflow/domain';
import { handleCommand, type EventStore } from '@outflow/event-store';
import { findUserIdByLinkedInAccount, type ReadModelDb } from '@outflow/read-models';
import { CLOCK, EVENT_STORE, READ_DB } from '../../infrastructure/tokens';
import { RecordAccountConnectedCommand } from './record-account-connected.handler';
import { RecordAccountDisconnectedCommand } from './record-account-disconnected.handler';
import type { LinkedInAccountStatusEvent } from '@outflow/linkedin';

/** The provider's account-status webhook, already authenticated and parsed. */
export class ApplyAccountStatusCommand extends Command<AccountStatusOutcome> {
  constructor(
    readonly event: LinkedInAccountStatusEvent,
    readonly correlationId: string,
  ) {
    super();
  }
}

/** What became of a status delivery (for the log and the webhook's answer). */
export type AccountStatusOutcome =
  'disconnected' | 'reconnected' | 'restricted' | 'lifted' | 'unchanged' | 'unknown-account';

/**
 * Account status → the user's stream. A lost session (CREDENTIALS, PERMISSIONS), a provider-side
 * stop (STOPPED) or a deletion records the disconnection; ERROR (LinkedIn restricted the account)
 * holds its campaigns until a working status comes back; a working status (OK, RECONNECTED,
 * SYNC_SUCCESS) brings a disconnected account back and lifts a restriction. Accounts nobody holds
 * yet are left to the hosted-auth callback, which knows the user.
 */
@CommandHandler(ApplyAccountStatusCommand)
export class ApplyAccountStatusHandler implements ICommandHandler<ApplyAccountStatusCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly commands: CommandBus,
  ) {}

  async execute({ event, correlationId }: ApplyAccountStatusCommand): Promise<AccountStatusOutcome> {
    const userId = await findUserIdByLinkedInAccount(this.db, event.accountId);
    if (userId === undefined) return 'unknown-account';
    const metadata: EventMetadata = { userId, actor: 'webhook', correlationId, causationId: correlationId };
    if (event.status === 'connecting') return 'unchanged';
    const now = this.clock.now();
    if (event.status === 'connected') {
      const { newEvents } = await this.commands.execute(
        new RecordAccountConnectedCommand(userId, event.accountId, metadata),
      );
      const lift = {
        type: 'EndAccountHold' as const,
        data: { accountId: event.accountId, code: 'account-restricted' as const, now },
      };
      const lifted = await handleCommand(this.store, userStream(userId), accountHoldDecider, lift, metadata);
      return newEvents.length > 0 ? 'reconnected' : lifted.newEvents.length > 0 ? 'lifted' : 'unchanged';
    }
    if (event.providerStatus.trim().toUpperCase() === 'ERROR') {
      const reason = 'LinkedIn has restricted this account: campaigns resume by themselves when it is lifted';
      const hold = {
        type: 'StartAccountHold' as const,
        data: { accountId: event.accountId, code: 'account-restricted' as const, reason, until: null, now },
      };
      const { newEvents } = await handleCommand(this.store, userStream(userId), accountHoldDecider, hold, metadata);
      return newEvents.length > 0 ? 'restricted' : 'unchanged';
    }
    const outcome = await this.commands.execute(
      new RecordAccountDisconnectedCommand(userId, event.accountId, event.providerStatus, metadata),
    );
    return outcome.result.newEvents.length > 0 ? 'disconnected' : 'unchanged';
  }
}
