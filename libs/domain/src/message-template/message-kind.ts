import { MAX_CONNECTION_NOTE_LENGTH, MAX_MESSAGE_LENGTH } from '../sequence/sequence-graph';

/**
 * What a template becomes on LinkedIn: the note on a connection invitation or a direct message.
 * They differ in how long they may be (spec §9) and in whether they may be empty (spec §5).
 */
export type MessageKind = 'connection-note' | 'message';

/** Message max length (spec §9): 300 for connection notes, 5000 otherwise; the constants live with the sequence. */
export function maxMessageLength(kind: MessageKind): number {
  return kind === 'connection-note' ? MAX_CONNECTION_NOTE_LENGTH : MAX_MESSAGE_LENGTH;
}

/**
 * Length as the browser's textarea counts it (UTF-16 code units, like `maxLength`), so the
 * editor's counter and the runner's check always agree on the same text.
 */
export function messageLength(text: string): number {
  return text.length;
}
