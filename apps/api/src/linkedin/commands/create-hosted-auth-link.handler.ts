import { ConflictException, Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  HOSTED_AUTH_LINK_TTL_MS,
  hostedAuthLinkDecider,
  hostedAuthLinkStream,
  type Clock,
  type EventMetadata,
  type LinkedInAccountState,
} from '@outflow/domain';
import { handleCommand, type EventStore } from '@outflow/event-store';
import { NotFoundError, type HostedAuthLinkRequest, type LinkedInProvider } from '@outflow/linkedin';
import { findSender, findSenders, type ReadModelDb } from '@outflow/read-models';
import { CLOCK, EVENT_STORE, LINKEDIN, READ_DB } from '../../infrastructure/tokens';
import { authLinkError, notASender } from '../linkedin-answers';
import { requireProvider } from '../linkedin-provider.access';
import { newNotifyToken } from '../webhooks/notify-token';
import { ProviderCallbackUrls } from '../webhooks/provider-callback-urls';

/** The user clicked connect (or reconnect): a fresh provider sign-in link, one per click. */
export class CreateHostedAuthLinkCommand extends Command<HostedAuthAnswer> {
  constructor(
    readonly userId: string,
    readonly redirectUrl: string | undefined,
    /** The sender to reconnect, if the user named one. */
    readonly accountId: string | undefined,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

export interface HostedAuthAnswer {
  readonly success: true;
  readonly authLink: string;
  readonly isReconnect: boolean;
  readonly message: string;
}

/**
 * A sign-in link at the provider named with the workspace id: `reconnect` of the lost sender named
 * (or of the workspace's only sender, when it is lost), else `create`: a new sender. Links die at the provider's daily restart, so one per click.
 * Each link gets its own notify token, recorded (hashed) on the link's stream before the provider
 * hears of it: the callback is accepted once, for this user, until the link expires.
 */
@CommandHandler(CreateHostedAuthLinkCommand)
export class CreateHostedAuthLinkHandler implements ICommandHandler<CreateHostedAuthLinkCommand> {
  private readonly logger = new Logger('HostedAuthLink');

  constructor(
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(LINKEDIN) private readonly provider: LinkedInProvider | null,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly urls: ProviderCallbackUrls,
  ) {}

  async execute({ userId, redirectUrl, accountId, metadata }: CreateHostedAuthLinkCommand): Promise<HostedAuthAnswer> {
    const provider = requireProvider(this.provider);
    const state = await this.senderToReconnect(userId, accountId);
    const common = {
      userId,
      successUrl: this.urls.successUrl(redirectUrl),
      failureUrl: this.urls.failureUrl(redirectUrl),
      expiresInMs: HOSTED_AUTH_LINK_TTL_MS,
    };
    const known = state?.connection === 'disconnected' ? state.accountId : null;
    if (known) {
      try {
        const notifyUrl = await this.issueNotifyUrl(userId, known, metadata);
        return answer(
          await provider.createHostedAuthLink({ ...common, notifyUrl, type: 'reconnect', reconnectAccountId: known }),
          true,
        );
      } catch (error) {
        // The provider no longer has the lost account: the link connects a new sender instead.
        if (!(error instanceof NotFoundError)) throw this.failed(error);
      }
    }
    try {
      const notifyUrl = await this.issueNotifyUrl(userId, null, metadata);
      return answer(
        await provider.createHostedAuthLink({ ...common, notifyUrl, type: 'create' } satisfies HostedAuthLinkRequest),
        false,
      );
    } catch (error) {
      throw this.failed(error);
    }
  }

  /** The lost sender named (404 when it is none of the workspace's; 409 when it works), or the only one when it is lost. */
  private async senderToReconnect(ownerId: string, named: string | undefined): Promise<LinkedInAccountState | null> {
    if (named === undefined) {
      const senders = await findSenders(this.db, ownerId);
      return senders.length === 1 && senders[0].connection === 'disconnected' ? senders[0] : null;
    }
    const sender = await findSender(this.db, ownerId, named);
    if (sender.accountId === null) throw notASender('accountId');
    if (sender.connection === 'connected') {
      throw new ConflictException({
        statusCode: 409,
        success: false,
        errorCode: 'ALREADY_CONNECTED',
        field: 'accountId',
        message: 'This LinkedIn account is connected',
      });
    }
    return sender;
  }

  private async issueNotifyUrl(
    userId: string,
    reconnectAccountId: string | null,
    metadata: CreateHostedAuthLinkCommand['metadata'],
  ): Promise<string | undefined> {
    if (!this.urls.notifies) return undefined;
    const link = newNotifyToken();
    const command = {
      type: 'IssueHostedAuthLink' as const,
      data: { linkId: link.linkId, userId, notifyTokenHash: link.hash, reconnectAccountId, now: this.clock.now() },
    };
    await handleCommand(this.store, hostedAuthLinkStream(link.linkId), hostedAuthLinkDecider, command, metadata);
    return this.urls.notifyUrl(link);
  }

  private failed(error: unknown) {
    this.logger.warn(`Hosted auth link failed: ${error instanceof Error ? error.message : String(error)}`);
    return authLinkError();
  }
}

function answer(link: { url: string }, isReconnect: boolean): HostedAuthAnswer {
  return { success: true, authLink: link.url, isReconnect, message: 'Authentication link generated' };
}
