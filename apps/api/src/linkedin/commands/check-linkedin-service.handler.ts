import { Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  AccountDisconnectedError,
  InvalidCredentialsError,
  LinkedInProviderError,
  NotFoundError,
  type LinkedInAccount,
  type LinkedInProvider,
} from '@outflow/linkedin';
import { findLinkedInAccountState, type ReadModelDb } from '@outflow/read-models';
import { LINKEDIN, READ_DB } from '../../infrastructure/tokens';
import { ACCOUNT_DISCONNECTED_MESSAGE, NO_ACCOUNT_MESSAGE } from '../linkedin-answers';
import { requireProvider } from '../linkedin-provider.access';
import { RecordAccountConnectedCommand } from './record-account-connected.handler';
import { RecordAccountDisconnectedCommand } from './record-account-disconnected.handler';
import type { EventMetadata } from '@outflow/domain';

/** `GET /linkedin-accounts/validate-service`: asks the provider how the user's account is doing. */
export class CheckLinkedInServiceCommand extends Command<ServiceValidationResult> {
  constructor(
    readonly userId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

/** The service validation result (spec 01 §3). */
export interface ServiceValidationResult {
  readonly connected: boolean;
  readonly authenticated: boolean;
  readonly message: string;
  readonly errorCode: string | null;
  readonly errorDetails: string | null;
}

const result = (
  connected: boolean,
  authenticated: boolean,
  message: string,
  errorCode: string | null = null,
  errorDetails: string | null = null,
): ServiceValidationResult => ({
  connected,
  authenticated,
  message,
  errorCode,
  errorDetails,
});

/**
 * The provider has the last word on the session: what it reports is recorded (a lost session as a
 * disconnection, a working one as a reconnection), so the card and the gate follow it.
 */
@CommandHandler(CheckLinkedInServiceCommand)
export class CheckLinkedInServiceHandler implements ICommandHandler<CheckLinkedInServiceCommand> {
  constructor(
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(LINKEDIN) private readonly provider: LinkedInProvider | null,
    private readonly commands: CommandBus,
  ) {}

  async execute({ userId, metadata }: CheckLinkedInServiceCommand): Promise<ServiceValidationResult> {
    const provider = requireProvider(this.provider);
    const { accountId } = await findLinkedInAccountState(this.db, userId);
    if (accountId === null) return result(false, false, NO_ACCOUNT_MESSAGE, 'ACCOUNT_NOT_FOUND');
    let account: LinkedInAccount;
    try {
      account = await provider.getAccount(accountId);
    } catch (error) {
      if (
        error instanceof AccountDisconnectedError ||
        error instanceof InvalidCredentialsError ||
        error instanceof NotFoundError
      ) {
        const reason = error instanceof NotFoundError ? 'DELETED' : error.type;
        await this.commands.execute(new RecordAccountDisconnectedCommand(userId, accountId, reason, metadata));
        return result(false, false, ACCOUNT_DISCONNECTED_MESSAGE, 'ACCOUNT_DISCONNECTED', error.message);
      }
      if (error instanceof LinkedInProviderError)
        return result(false, false, 'LinkedIn service is not reachable right now', 'CONNECTION_ERROR', error.message);
      throw error;
    }
    switch (account.status) {
      case 'connected':
        await this.commands.execute(new RecordAccountConnectedCommand(userId, accountId, metadata));
        return result(true, true, 'LinkedIn account is connected');
      case 'connecting':
        return result(
          false,
          true,
          'LinkedIn account is still connecting',
          'ACCOUNT_CONNECTING',
          account.providerStatus,
        );
      default:
        await this.commands.execute(
          new RecordAccountDisconnectedCommand(userId, accountId, account.providerStatus, metadata),
        );
        return result(
          false,
          false,
          ACCOUNT_DISCONNECTED_MESSAGE,
          'ACCOUNT_DISCONNECTED',
          `Provider status: ${account.providerStatus}`,
        );
    }
  }
}
