import { Command } from '@nestjs/cqrs';
import type { PasswordResetDelivery } from '@outflow/domain';

/** "Forgot password?": mail a reset link when the address has a local account and SMTP is set. */
export class ForgotPasswordCommand extends Command<{ delivery: PasswordResetDelivery }> {
  constructor(
    readonly email: string,
    readonly correlationId: string,
  ) {
    super();
  }
}
