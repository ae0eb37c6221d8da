import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  linkedInAccountClaimDecider,
  linkedInAccountClaimStream,
  initialLinkedInAccountState,
  linkedInAccountRequiredError,
  type Clock,
  type EventMetadata,
  type LinkedInAccountState,
} from '@outflow/domain';
import { handleCommand, type EventStore } from '@outflow/event-store';
import type { LinkedInProvider } from '@outflow/linkedin';
import { findSender, findSenders, type ReadModelDb } from '@outflow/read-models';
import { CLOCK, EVENT_STORE, LINKEDIN, READ_DB } from '../../infrastructure/tokens';
import { accountRequired, notASender, senderRequired } from '../linkedin-answers';
import { requireProvider } from '../linkedin-provider.access';
import { handleSenderCommand } from '../sender-stream';

/**
 * An admin disconnects one of the workspace's senders from the product (`DELETE
 * /linkedin-accounts/{accountId}`, or `/disconnect` naming none: the only sender). Answers the
 * account removed.
 */
export class RemoveLinkedInAccountCommand extends Command<string> {
  constructor(
    readonly userId: string,
    readonly accountId: string | null,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

/**
 * Deletes the sender's account at the provider first (a provider account left behind keeps
 * costing and syncing), then records LinkedInAccountRemoved on the sender's stream and releases
 * the account's claim. The workspace's other senders stay. No sender: 404 ACCOUNT_NOT_FOUND.
 */
@CommandHandler(RemoveLinkedInAccountCommand)
export class RemoveLinkedInAccountHandler implements ICommandHandler<RemoveLinkedInAccountCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(LINKEDIN) private readonly provider: LinkedInProvider | null,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, accountId: named, metadata }: RemoveLinkedInAccountCommand): Promise<string> {
    const provider = requireProvider(this.provider);
    const accountId = (await this.senderToRemove(userId, named)).accountId!;
    await provider.deleteAccount(accountId);
    const remove = { type: 'RemoveLinkedInAccount' as const, data: { now: this.clock.now() } };
    await handleSenderCommand(this.store, userId, accountId, remove, metadata);
    // The account is anyone's to connect again.
    const release = {
      type: 'ReleaseLinkedInAccount' as const,
      data: { accountId, userId, now: this.clock.now() },
    };
    await handleCommand(
      this.store,
      linkedInAccountClaimStream(accountId),
      linkedInAccountClaimDecider,
      release,
      metadata,
    );
    return accountId;
  }

  /** The sender named, or the workspace's only one. */
  private async senderToRemove(ownerId: string, named: string | null): Promise<LinkedInAccountState> {
    if (named !== null) {
      const sender = await findSender(this.db, ownerId, named);
      if (sender.accountId === null) throw notASender('accountId');
      return sender;
    }
    const senders = await findSenders(this.db, ownerId);
    if (senders.length > 1) throw senderRequired('accountId');
    const [only] = senders;
    if (!only) throw accountRequired(linkedInAccountRequiredError(initialLinkedInAccountState)!);
    return only;
  }
}
