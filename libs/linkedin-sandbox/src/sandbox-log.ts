import { logLineOf, processLogger } from '@outflow/observability';

/**
 * The sandbox's log, in the one JSON format every Outflow process writes (named `linkedin-sandbox`,
 * whether it runs alone or inside `npm start`).
 */
export const sandboxLog = logLineOf(processLogger('linkedin-sandbox'));

/** An error as a log field: its stack when it has one. */
export const errorField = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));
