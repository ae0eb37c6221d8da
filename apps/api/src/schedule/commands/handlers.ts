import { ChangeScheduleSettingsHandler } from './change-schedule-settings.handler';
import { ChangeSenderScheduleHandler } from './change-sender-schedule.handler';

/** The module's command handlers, each beside its command; the module provides them all. */
export const handlers = [ChangeScheduleSettingsHandler, ChangeSenderScheduleHandler];
