import { ConflictException, Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NotFoundError, type HostedAuthLinkRequest, type LinkedInProvider } from '@outflow/linkedin';
import { findLinkedInAccountState, type ReadModelDb } from '@outflow/read-models';
import { LINKEDIN, READ_DB } from '../../infrastructure/tokens';
import { authLinkError } from '../linkedin-answers';
import { requireProvider } from '../linkedin-provider.access';
import { ProviderCallbackUrls } from '../webhooks/provider-callback-urls';
import { CreateHostedAuthLinkCommand, type HostedAuthAnswer } from './create-hosted-auth-link.command';

/**
 * A sign-in link at the provider named with the user id: `reconnect` of the known account when its
 * session was lost, else `create`. Links die at the provider's daily restart, so one per click.
 */
@CommandHandler(CreateHostedAuthLinkCommand)
export class CreateHostedAuthLinkHandler implements ICommandHandler<CreateHostedAuthLinkCommand, HostedAuthAnswer> {
  private readonly logger = new Logger('HostedAuthLink');

  constructor(
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(LINKEDIN) private readonly provider: LinkedInProvider | null,
    private readonly urls: ProviderCallbackUrls,
  ) {}

  async execute({ userId, redirectUrl }: CreateHostedAuthLinkCommand): Promise<HostedAuthAnswer> {
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
    const common = { userId, successUrl: this.urls.successUrl(redirectUrl), failureUrl: this.urls.failureUrl(), notifyUrl: this.urls.notifyUrl(userId) };
    const known = state.connection === 'disconnected' ? state.accountId : null;
    if (known) {
      try {
        return answer(await provider.createHostedAuthLink({ ...common, type: 'reconnect', reconnectAccountId: known }), true);
      } catch (error) {
        // The provider no longer has the lost account: connecting a new one replaces it.
        if (!(error instanceof NotFoundError)) throw this.failed(error);
      }
    }
    try {
      return answer(await provider.createHostedAuthLink({ ...common, type: 'create' } satisfies HostedAuthLinkRequest), false);
    } catch (error) {
      throw this.failed(error);
    }
  }

  private failed(error: unknown) {
    this.logger.warn(`Hosted auth link failed: ${error instanceof Error ? error.message : String(error)}`);
    return authLinkError();
  }
}

function answer(link: { url: string }, isReconnect: boolean): HostedAuthAnswer {
  return { success: true, authLink: link.url, isReconnect, message: 'Authentication link generated' };
}
