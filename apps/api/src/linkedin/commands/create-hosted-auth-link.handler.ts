import { ConflictException, Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { HOSTED_AUTH_LINK_TTL_MS, hostedAuthLinkDecider, hostedAuthLinkStream, type Clock } from '@outflow/domain';
import { handleCommand, type EventStore } from '@outflow/event-store';
import { NotFoundError, type HostedAuthLinkRequest, type LinkedInProvider } from '@outflow/linkedin';
import { findLinkedInAccountState, type ReadModelDb } from '@outflow/read-models';
import { CLOCK, EVENT_STORE, LINKEDIN, READ_DB } from '../../infrastructure/tokens';
import { authLinkError } from '../linkedin-answers';
import { requireProvider } from '../linkedin-provider.access';
import { newNotifyToken } from '../webhooks/notify-token';
import { ProviderCallbackUrls } from '../webhooks/provider-callback-urls';
import { CreateHostedAuthLinkCommand, type HostedAuthAnswer } from './create-hosted-auth-link.command';

/**
 * A sign-in link at the provider named with the user id: `reconnect` of the known account when its
 * session was lost, else `create`. Links die at the provider's daily restart, so one per click.
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

  async execute({ userId, redirectUrl, metadata }: CreateHostedAuthLinkCommand): Promise<HostedAuthAnswer> {
    const provider = requireProvider(this.provider);
    const state = await findLinkedInAccountState(this.db, userId);
    if (state.connection === 'connected') {
      throw new ConflictException({
        statusCode: 409,
        success: false,
        errorCode: 'ALREADY_CONNECTED',
        message: 'A LinkedIn account is already connected; disconnect it first',
      });
    }
    const common = {
      userId,
      successUrl: this.urls.successUrl(redirectUrl),
      failureUrl: this.urls.failureUrl(redirectUrl),
      expiresInMs: HOSTED_AUTH_LINK_TTL_MS,
    };
    const known = state.connection === 'disconnected' ? state.accountId : null;
    if (known) {
      try {
        const notifyUrl = await this.issueNotifyUrl(userId, known, metadata);
        return answer(
          await provider.createHostedAuthLink({ ...common, notifyUrl, type: 'reconnect', reconnectAccountId: known }),
          true,
        );
      } catch (error) {
        // The provider no longer has the lost account: connecting a new one replaces it.
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
