import { ConflictException, Inject, Logger, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { linkedInAccountDecider, userStream, type Clock, type LinkedInAccountProfile } from '@outflow/domain';
import { handleCommand, type EventStore } from '@outflow/event-store';
import { LinkedInProviderError, NotFoundError, type LinkedInAccount, type LinkedInOwnProfile, type LinkedInProvider } from '@outflow/linkedin';
import { findUserIdByLinkedInAccount, type ReadModelDb } from '@outflow/read-models';
import { CLOCK, EVENT_STORE, LINKEDIN, READ_DB } from '../../infrastructure/tokens';
import { requireProvider } from '../linkedin-provider.access';
import { ConnectLinkedInAccountCommand } from './connect-linkedin-account.command';

function toAccountProfile(profile: LinkedInOwnProfile): LinkedInAccountProfile {
  return {
    fullName: profile.fullName,
    headline: profile.headline,
    profilePictureUrl: profile.pictureUrl,
    email: profile.email,
    publicId: profile.publicId,
    providerId: profile.providerId,
  };
}

/**
 * Checks the account with the provider (it exists, its session works, no other user holds it),
 * records LinkedInAccountConnected, then the owner's profile for the account card. Reporting the
 * same account again records nothing, so the callback and the notify can both arrive.
 */
@CommandHandler(ConnectLinkedInAccountCommand)
export class ConnectLinkedInAccountHandler implements ICommandHandler<ConnectLinkedInAccountCommand, void> {
  private readonly logger = new Logger('ConnectLinkedInAccount');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(LINKEDIN) private readonly provider: LinkedInProvider | null,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, accountId, metadata }: ConnectLinkedInAccountCommand): Promise<void> {
    const provider = requireProvider(this.provider);
    // Ownership: the notify callback's user (recorded first) or whoever reports the account first.
    const owner = await findUserIdByLinkedInAccount(this.db, accountId);
    if (owner !== undefined && owner !== userId) {
      throw new ConflictException({
        statusCode: 409,
        success: false,
        errorCode: 'ACCOUNT_OWNED_BY_ANOTHER_USER',
        field: 'accountId',
        message: 'This LinkedIn account is connected to another user',
      });
    }
    const account = await this.usableAccount(provider, accountId);
    const profile = await this.ownProfile(provider, account.accountId);
    const stream = userStream(userId);
    await handleCommand(this.store, stream, linkedInAccountDecider, { type: 'ConnectLinkedInAccount', data: { accountId, now: this.clock.now() } }, metadata);
    if (profile) {
      const data = { accountId, profile: toAccountProfile(profile), now: this.clock.now() };
      await handleCommand(this.store, stream, linkedInAccountDecider, { type: 'SyncLinkedInAccountProfile', data }, metadata);
    }
  }

  private async usableAccount(provider: LinkedInProvider, accountId: string): Promise<LinkedInAccount> {
    let account: LinkedInAccount;
    try {
      account = await provider.getAccount(accountId);
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
      throw new NotFoundException({ statusCode: 404, success: false, errorCode: 'ACCOUNT_NOT_FOUND', field: 'accountId', message: 'LinkedIn account not found' });
    }
    if (account.status !== 'connected' && account.status !== 'connecting') {
      throw new ConflictException({
        statusCode: 409,
        success: false,
        errorCode: 'CONNECTION_ERROR',
        message: `The LinkedIn sign-in did not complete (provider status ${account.providerStatus}). Please try connecting again.`,
      });
    }
    return account;
  }

  /** The card's profile is a nicety: a provider hiccup here must not undo a working connection. */
  private async ownProfile(provider: LinkedInProvider, accountId: string): Promise<LinkedInOwnProfile | null> {
    try {
      return await provider.getOwnProfile(accountId);
    } catch (error) {
      if (!(error instanceof LinkedInProviderError)) throw error;
      this.logger.warn(`Profile of LinkedIn account ${accountId} not synced: ${error.message}`);
      return null;
    }
  }
}
