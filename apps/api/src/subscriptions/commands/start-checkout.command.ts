import type { EventMetadata } from '@outflow/domain';
import type { AuthenticatedUser } from '../../common/authenticated-user';

export class StartCheckoutCommand {
  constructor(
    readonly user: AuthenticatedUser,
    readonly successUrl: string,
    readonly cancelUrl: string,
    readonly metadata: EventMetadata,
  ) {}
}
