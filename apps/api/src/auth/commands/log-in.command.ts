import { Command } from '@nestjs/cqrs';
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
