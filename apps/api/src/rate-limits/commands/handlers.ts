import { ChangeRateLimitSettingsHandler } from './change-rate-limit-settings.handler';
import { ChangeSenderRateLimitsHandler } from './change-sender-rate-limits.handler';

/** The module's command handlers, each beside its command; the module provides them all. */
export const handlers = [ChangeRateLimitSettingsHandler, ChangeSenderRateLimitsHandler];
