import type { ChatAttendee } from './chat-events';

const sameAttendee = (a: ChatAttendee, b: ChatAttendee) =>
  a.providerId !== null && b.providerId !== null
    ? a.providerId === b.providerId
    : a.isSelf === b.isSelf && a.profileUrl === b.profileUrl;

/**
 * The chat's attendees after a new message: what a webhook knows (no picture) never erases what a
 * sync knew, and someone new is added.
 */
export function mergeAttendees(known: readonly ChatAttendee[], incoming: readonly ChatAttendee[]): ChatAttendee[] {
  const merged = [...known];
  for (const attendee of incoming) {
    const i = merged.findIndex((k) => sameAttendee(k, attendee));
    if (i < 0) {
      merged.push(attendee);
      continue;
    }
    const k = merged[i];
    merged[i] = {
      providerId: k.providerId ?? attendee.providerId,
      isSelf: k.isSelf || attendee.isSelf,
      firstName: attendee.firstName ?? k.firstName,
      lastName: attendee.lastName ?? k.lastName,
      pictureUrl: attendee.pictureUrl ?? k.pictureUrl,
      profileUrl: attendee.profileUrl ?? k.profileUrl,
    };
  }
  return merged;
}

/** The person the user talks to: the first attendee who is not the account itself. */
export const otherAttendee = (attendees: readonly ChatAttendee[]): ChatAttendee | undefined =>
  attendees.find((a) => !a.isSelf);
