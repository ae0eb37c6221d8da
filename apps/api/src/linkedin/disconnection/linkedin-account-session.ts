import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { linkedInAccountRequiredError, type EventMetadata } from '@outflow/domain';
import { AccountDisconnectedError, InvalidCredentialsError, type LinkedInProvider } from '@outflow/linkedin';
import { findLinkedInAccountState, type ReadModelDb } from '@outflow/read-models';
import { LINKEDIN, READ_DB } from '../../infrastructure/tokens';
import { RecordAccountDisconnectedCommand } from '../commands/record-account-disconnected.handler';
import { ACCOUNT_DISCONNECTED_MESSAGE, accountRequired } from '../linkedin-answers';
import { requireProvider } from '../linkedin-provider.access';
import { UserStreamProjection } from '../user-stream-projection';

/**
 * The one place where provider calls made for the signed-in user meet disconnection detection
 * (spec 01 §8). A user whose account is already known disconnected is answered without calling the
 * provider; a call the provider refuses because the session is gone records LinkedInAccountDisconnected
 * (idempotent) and answers 403 ACCOUNT_DISCONNECTED with the account, as the web app expects.
 */
@Injectable()
export class LinkedInAccountSession {
  constructor(
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(LINKEDIN) private readonly provider: LinkedInProvider | null,
    private readonly commands: CommandBus,
    private readonly projection: UserStreamProjection,
  ) {}

  async run<T>(
    userId: string,
    metadata: EventMetadata,
    call: (provider: LinkedInProvider, accountId: string) => Promise<T>,
  ): Promise<T> {
    const provider = requireProvider(this.provider);
    const state = await findLinkedInAccountState(this.db, userId);
    const refusal = linkedInAccountRequiredError(state);
    if (refusal) throw accountRequired(refusal);
    const accountId = state.accountId!;
    try {
      return await call(provider, accountId);
    } catch (error) {
      if (error instanceof AccountDisconnectedError || error instanceof InvalidCredentialsError) {
        throw await this.disconnected(userId, accountId, error.type, metadata);
      }
      throw error;
    }
  }

  private async disconnected(userId: string, accountId: string, reason: string, metadata: EventMetadata) {
    const { state } = await this.commands.execute(
      new RecordAccountDisconnectedCommand(userId, accountId, reason, metadata),
    );
    // The next status call reads the read model: let it see the disconnection.
    await this.projection.senderCaughtUp(accountId);
    return accountRequired(
      linkedInAccountRequiredError(state) ?? {
        success: false,
        errorCode: 'ACCOUNT_DISCONNECTED',
        message: ACCOUNT_DISCONNECTED_MESSAGE,
        account: null,
      },
    );
  }
}
