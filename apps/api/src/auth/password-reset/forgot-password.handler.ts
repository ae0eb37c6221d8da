import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { passwordResetLink, type Mailer } from '@outflow/auth';
import type { Config } from '@outflow/config';
import { credentialFrom, emailStream, type Clock, type PasswordResetDelivery } from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';
import { CLOCK, CONFIG, EVENT_STORE, MAILER } from '../../infrastructure/tokens';
import { requestPasswordReset } from './password-resets';

/** "Forgot password?": mail a reset link when the address has a local account and SMTP is set. */
export class ForgotPasswordCommand extends Command<{ delivery: PasswordResetDelivery }> {
  constructor(
    readonly email: string,
    readonly correlationId: string,
  ) {
    super();
  }
}

/**
 * With a mailer (SMTP_URL), an address with a local account gets a link valid for an hour; the
 * answer is the same whether or not it has one, so the form tells nobody which addresses exist.
 * Without one, nothing is recorded and the answer says the operator resets passwords here.
 */
@CommandHandler(ForgotPasswordCommand)
export class ForgotPasswordHandler implements ICommandHandler<ForgotPasswordCommand> {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(MAILER) private readonly mailer: Mailer | null,
  ) {}

  async execute({ email, correlationId }: ForgotPasswordCommand): Promise<{ delivery: PasswordResetDelivery }> {
    if (!this.mailer) return { delivery: 'operator' };
    const credential = credentialFrom(await this.store.readStream(emailStream(email)));
    if (!credential) return { delivery: 'email' };
    const { token } = await requestPasswordReset(this.store, this.clock, credential.userId, 'email', {
      userId: credential.userId,
      actor: 'user',
      correlationId,
    });
    try {
      await this.mailer.sendResetLink(
        { email: credential.email, name: credential.name },
        passwordResetLink(this.config.PUBLIC_URL, credential.userId, token),
      );
    } catch (error) {
      // Said to the operator, not to the visitor (who is told the same either way).
      this.logger.error(
        `could not mail a password reset link to ${credential.email}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return { delivery: 'email' };
  }
}
