import { Command } from '@nestjs/cqrs';
import type { Session } from './session';

export class LogInCommand extends Command<Session> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly correlationId: string,
  ) {
    super();
  }
}
