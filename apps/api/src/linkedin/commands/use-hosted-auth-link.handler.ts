import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hostedAuthLinkDecider, hostedAuthLinkStream, type Clock, type EventMetadata } from '@outflow/domain';
import { handleCommand, type EventStore } from '@outflow/event-store';
import { CLOCK, EVENT_STORE } from '../../infrastructure/tokens';
import { notifyTokenHash } from '../webhooks/notify-token';

/** The provider's notify callback presented a link's token, naming a user and an account. */
export class UseHostedAuthLinkCommand extends Command<void> {
  constructor(
    readonly linkId: string,
    readonly token: string,
    readonly userId: string,
    readonly accountId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

/**
 * Spends the link's notify token (HostedAuthLinkUsed at the stream's expected version, so of two
 * deliveries at once only one gets through) or throws NOTIFY_TOKEN_* and records nothing.
 */
@CommandHandler(UseHostedAuthLinkCommand)
export class UseHostedAuthLinkHandler implements ICommandHandler<UseHostedAuthLinkCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ linkId, token, userId, accountId, metadata }: UseHostedAuthLinkCommand): Promise<void> {
    const data = { notifyTokenHash: notifyTokenHash(token), userId, accountId, now: this.clock.now() };
    await handleCommand(
      this.store,
      hostedAuthLinkStream(linkId),
      hostedAuthLinkDecider,
      { type: 'UseHostedAuthLink', data },
      metadata,
    );
  }
}
