import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hashPassword } from '@outflow/auth';
import {
  DomainError,
  emailStream,
  normalizeEmail,
  type Clock,
  type EmailReserved,
  type EventMetadata,
} from '@outflow/domain';
import { ConcurrencyError, type EventStore } from '@outflow/event-store';
import { randomUUID } from 'node:crypto';
import type { TokenIssuer } from '../../infrastructure/api-infrastructure';
import { ProjectionWaiter } from '../../infrastructure/projection-waiter';
import { CLOCK, EVENT_STORE, TOKEN_ISSUER } from '../../infrastructure/tokens';
import { KnownSignInAddresses } from '../../request-limits/known-sign-in-addresses';
import { ensureUserRegistered } from './register-user';
import type { Session } from './session';

export class SignUpCommand extends Command<Session> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly name: string,
    readonly metadata: Omit<EventMetadata, 'userId'>,
    /** The browser's IANA zone: the account's default time zone. */
    readonly timeZone?: string,
    /** The client address: its hash is computed in its turn, and the new account's address is remembered. */
    readonly clientAddress?: string,
  ) {
    super();
  }
}

@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(TOKEN_ISSUER) private readonly issuer: TokenIssuer | null,
    private readonly projection: ProjectionWaiter,
    private readonly knownAddresses: KnownSignInAddresses,
  ) {}

  async execute(command: SignUpCommand): Promise<Session> {
    if (!this.issuer)
      throw new DomainError('Sign-up happens at the identity provider in this installation', 'LOCAL_AUTH_DISABLED');
    const userId = randomUUID();
    const email = normalizeEmail(command.email);
    const metadata = { ...command.metadata, userId };
    const reserved: EmailReserved = {
      type: 'EmailReserved',
      data: {
        email,
        userId,
        name: command.name,
        passwordHash: await hashPassword(command.password, command.clientAddress),
      },
    };
    try {
      await this.store.appendToStream(emailStream(email), [{ ...reserved, metadata }], {
        expectedVersion: 'no_stream',
      });
    } catch (error) {
      if (error instanceof ConcurrencyError)
        throw new DomainError('An account with this email already exists', 'EMAIL_TAKEN', 'email');
      throw error;
    }
    const registered = await ensureUserRegistered(
      this.store,
      this.clock,
      { id: userId, email, name: command.name, provider: 'local', timeZone: command.timeZone },
      metadata,
    );
    // Read-your-writes: the pages a new user opens next read their schedule (the sign-up zone) from the read models.
    await this.projection.waitForAppend(registered);
    const user = { id: userId, email, name: command.name };
    this.knownAddresses.remember(email, command.clientAddress);
    return { accessToken: await this.issuer.issue(user), user };
  }
}
