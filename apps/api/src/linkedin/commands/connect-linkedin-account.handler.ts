import { ConflictException, Inject, Logger, NotFoundException } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  DomainError,
  linkedInAccountClaimDecider,
  linkedInAccountClaimStream,
  type Clock,
  type EventMetadata,
  type LinkedInAccountProfile,
} from '@outflow/domain';
import { handleCommand, type EventStore } from '@outflow/event-store';
import {
  LinkedInProviderError,
  NotFoundError,
  type LinkedInAccount,
  type LinkedInOwnProfile,
  type LinkedInProvider,
} from '@outflow/linkedin';
import { findUserIdByLinkedInAccount, type ReadModelDb } from '@outflow/read-models';
import { CLOCK, EVENT_STORE, LINKEDIN, READ_DB } from '../../infrastructure/tokens';
import { requireProvider } from '../linkedin-provider.access';
import { handleSenderCommand } from '../sender-stream';

/** The browser's return (`POST /linkedin-accounts/callback`) or the provider's notify named this account. */
export class ConnectLinkedInAccountCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly accountId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

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
 * Checks the account with the provider (it exists, its session works), claims it on its own
 * stream (no other workspace holds it, whatever the read models show yet), records
 * LinkedInAccountConnected on the sender's stream, then its profile for the sender's card. A
 * workspace's other senders stay as they are: another account adds a sender. Reporting the same
 * account again records nothing, so the callback and the notify can both arrive.
 */
@CommandHandler(ConnectLinkedInAccountCommand)
export class ConnectLinkedInAccountHandler implements ICommandHandler<ConnectLinkedInAccountCommand> {
  private readonly logger = new Logger('ConnectLinkedInAccount');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(LINKEDIN) private readonly provider: LinkedInProvider | null,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, accountId, metadata }: ConnectLinkedInAccountCommand): Promise<void> {
    const provider = requireProvider(this.provider);
    // Accounts connected before claims had their own stream are known by the read model only.
    const owner = await findUserIdByLinkedInAccount(this.db, accountId);
    if (owner !== undefined && owner !== userId) throw ownedByAnotherUser();
    const account = await this.usableAccount(provider, accountId);
    const profile = await this.ownProfile(provider, account.accountId);
    const claimed = await this.claim('ClaimLinkedInAccount', accountId, userId, metadata).catch((error: unknown) => {
      throw error instanceof DomainError && error.code === 'ACCOUNT_OWNED_BY_ANOTHER_USER'
        ? ownedByAnotherUser()
        : error;
    });
    try {
      await handleSenderCommand(
        this.store,
        userId,
        accountId,
        { type: 'ConnectLinkedInAccount', data: { accountId, ownerId: userId, now: this.clock.now() } },
        metadata,
      );
    } catch (error) {
      // Not connected after all: the claim just made goes.
      if (claimed) await this.claim('ReleaseLinkedInAccount', accountId, userId, metadata);
      throw error;
    }
    if (profile) {
      const data = { accountId, profile: toAccountProfile(profile), now: this.clock.now() };
      await handleSenderCommand(this.store, userId, accountId, { type: 'SyncLinkedInAccountProfile', data }, metadata);
    }
  }

  /** True when the claim stream changed. */
  private async claim(
    type: 'ClaimLinkedInAccount' | 'ReleaseLinkedInAccount',
    accountId: string,
    userId: string,
    metadata: EventMetadata,
  ): Promise<boolean> {
    const command = { type, data: { accountId, userId, now: this.clock.now() } };
    return (
      (
        await handleCommand(
          this.store,
          linkedInAccountClaimStream(accountId),
          linkedInAccountClaimDecider,
          command,
          metadata,
        )
      ).newEvents.length > 0
    );
  }

  private async usableAccount(provider: LinkedInProvider, accountId: string): Promise<LinkedInAccount> {
    let account: LinkedInAccount;
    try {
      account = await provider.getAccount(accountId);
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
      throw new NotFoundException({
        statusCode: 404,
        success: false,
        errorCode: 'ACCOUNT_NOT_FOUND',
        field: 'accountId',
        message: 'LinkedIn account not found',
      });
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

function ownedByAnotherUser(): ConflictException {
  return new ConflictException({
    statusCode: 409,
    success: false,
    errorCode: 'ACCOUNT_OWNED_BY_ANOTHER_USER',
    field: 'accountId',
    message: 'This LinkedIn account is connected to another user',
  });
}
