import { DEFAULT_RATE_LIMITS } from '@outflow/domain';

const { weeklyConnections: _weekly, ...daily } = DEFAULT_RATE_LIMITS;

/**
 * The default eight daily limits and total, as a PUT /api/rate-limits/settings body: the weekly
 * invitation cap is left out, so a PUT of these keeps whatever cap was set.
 */
export const DAILY_LIMIT_DEFAULTS = Object.freeze(daily);
