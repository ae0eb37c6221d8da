import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '@outflow/domain';
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
