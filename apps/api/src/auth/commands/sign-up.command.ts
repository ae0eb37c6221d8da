import type { EventMetadata } from '@outflow/domain';

export class SignUpCommand {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly name: string,
    readonly metadata: Omit<EventMetadata, 'userId'>,
    /** The browser's IANA zone: the account's default time zone. */
    readonly timeZone?: string,
  ) {}
}
