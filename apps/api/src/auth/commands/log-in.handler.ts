import { Inject, UnauthorizedException } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hashPassword, verifyPassword } from '@outflow/auth';
import { credentialFrom, emailStream, sessionDecider, userStream, type Clock } from '@outflow/domain';
import { loadState, type EventStore } from '@outflow/event-store';
import type { TokenIssuer } from '../../infrastructure/api-infrastructure';
import { CLOCK, EVENT_STORE, TOKEN_ISSUER } from '../../infrastructure/tokens';
import { KnownSignInAddresses } from '../../request-limits/known-sign-in-addresses';
import { ensureUserRegistered } from './register-user';
import type { Session } from './session';

export class LogInCommand extends Command<Session> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly correlationId: string,
    /** The client address: its sign-ins are hashed in its turn, and a correct one is remembered. */
    readonly clientAddress?: string,
  ) {
    super();
  }
}

let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword('not-a-real-password'));

const INVALID = { statusCode: 401, message: 'Invalid email or password', errorCode: 'INVALID_CREDENTIALS' };

/** Checks a local credential against its e-mail stream (the source of truth, no projector lag). */
@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(TOKEN_ISSUER) private readonly issuer: TokenIssuer | null,
    private readonly knownAddresses: KnownSignInAddresses,
  ) {}

  async execute(command: LogInCommand): Promise<Session> {
    if (!this.issuer)
      throw new UnauthorizedException({
        ...INVALID,
        message: 'Sign-in happens at the identity provider in this installation',
      });
    const credential = credentialFrom(await this.store.readStream(emailStream(command.email)));
    // An unknown address costs the same hash check, so answer times do not reveal which e-mails have accounts.
    const valid = await verifyPassword(
      credential?.passwordHash ?? (await dummyHash()),
      command.password,
      command.clientAddress,
    );
    if (!credential || !valid) throw new UnauthorizedException(INVALID);
    this.knownAddresses.remember(command.email, command.clientAddress);
    const user = { id: credential.userId, email: credential.email, name: credential.name };
    // A sign-up interrupted between its two appends is completed here.
    await ensureUserRegistered(
      this.store,
      this.clock,
      { ...user, provider: 'local' },
      {
        userId: user.id,
        actor: 'system',
        correlationId: command.correlationId,
      },
    );
    const { state: session } = await loadState(this.store, userStream(user.id), sessionDecider);
    return { accessToken: await this.issuer.issue({ ...user, tokenVersion: session.tokenVersion }), user };
  }
}
