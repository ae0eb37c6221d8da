import type { EventMetadata } from '@outflow/domain';

/** `POST /auth/logout`: every token the user holds stops working. */
export class SignOutCommand {
  constructor(
    readonly userId: string,
    readonly metadata: EventMetadata,
  ) {}
}
