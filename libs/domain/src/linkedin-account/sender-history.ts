import type { DomainEvent } from '../events/event';
import {
  LINKEDIN_ACCOUNT_EVENT_TYPES,
  type LinkedInAccountConnected,
  type LinkedInAccountEvent,
} from './linkedin-account-events';

function isLinkedInAccountEvent<E extends DomainEvent>(event: E): event is E & LinkedInAccountEvent {
  return LINKEDIN_ACCOUNT_EVENT_TYPES.has(event.type);
}

/**
 * A sender's events recorded on its owner's user stream, from before senders had their own stream
 * (one account per user then): those naming the account, each LinkedInAccountConnected upcast with
 * the stream's owner. They come before everything on the sender's own stream. Stored events are
 * never rewritten: this is how they are read.
 */
export function legacySenderEvents<E extends DomainEvent>(
  ownerStream: readonly E[],
  ownerId: string,
  accountId: string,
): E[] {
  return ownerStream
    .filter(isLinkedInAccountEvent)
    .filter((event) => event.data.accountId === accountId)
    .map((event) => withOwner(event, ownerId));
}

/** A LinkedInAccountConnected recorded without its owner gets the owner of the stream it was read from. */
export function withOwner<E extends DomainEvent>(event: E, ownerId: string): E {
  if (!isConnected(event) || event.data.ownerId !== undefined) return event;
  return { ...event, data: { ...event.data, ownerId } };
}

function isConnected<E extends DomainEvent>(event: E): event is E & LinkedInAccountConnected {
  return event.type === 'LinkedInAccountConnected';
}
