import { SEQUENCE_ERRORS } from './validate-sequence';

/**
 * Spec §5: the 'Sequence Validation Required' dialog says what to fix in the user's words rather
 * than the validator's. Both "no edges" errors mean the same thing to the user.
 */
const TRANSLATIONS: Readonly<Record<string, string>> = {
  [SEQUENCE_ERRORS.multipleStarts]: 'Only one starting point is allowed',
  [SEQUENCE_ERRORS.noStart]: 'A starting point with no incoming connections is needed',
  [SEQUENCE_ERRORS.noEdges]: 'All nodes must be connected with edges',
  [SEQUENCE_ERRORS.noValidEdges]: 'All nodes must be connected with edges',
  [SEQUENCE_ERRORS.cycle]: 'No cycles (loops) are allowed',
};

/** One validator error as the dialog shows it; messages it does not know are shown as is. */
export function validationDialogMessage(error: string): string {
  return TRANSLATIONS[error] ?? error;
}

/** The dialog's list: each error translated, a repeated meaning shown once. */
export function validationDialogMessages(errors: readonly string[]): string[] {
  return [...new Set(errors.map(validationDialogMessage))];
}
