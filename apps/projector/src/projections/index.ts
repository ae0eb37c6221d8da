import type { Projection } from '../projection';
import { linkedInAccountsProjection } from './linkedin-accounts.projection';
import { rateLimitSettingsProjection } from './rate-limit-settings.projection';
import { subscriptionsProjection } from './subscriptions.projection';
import { usersProjection } from './users.projection';

/** Every read model the projector maintains. Add a projection here and a migration for its table. */
export const projections: readonly Projection[] = [usersProjection, rateLimitSettingsProjection, linkedInAccountsProjection, subscriptionsProjection];
