import {
  legacySenderEvents,
  linkedInAccountDecider,
  linkedInAccountStream,
  userStream,
  type EventMetadata,
  type LinkedInAccountCommand,
  type LinkedInAccountEvent,
  type LinkedInAccountState,
} from '@outflow/domain';
import {
  handleCommand,
  loadState,
  readStreamVersion,
  type EventStore,
  type HandleCommandResult,
  type StreamRead,
} from '@outflow/event-store';

/**
 * A sender's history: its events from its owner's user stream (recorded before senders had their
 * own), then its own stream's. Only its own stream is appended to, so only its version is checked.
 */
function senderRead(ownerId: string, accountId: string) {
  return async (store: EventStore, streamId: string): Promise<StreamRead> => {
    const [ownerEvents, own] = await Promise.all([
      store.readStream(userStream(ownerId)),
      readStreamVersion(store, streamId),
    ]);
    return { events: [...legacySenderEvents(ownerEvents, ownerId, accountId), ...own.events], version: own.version };
  };
}

/** Decides a LinkedIn account command on the sender's stream (a workspace's sender, by its account id). */
export function handleSenderCommand(
  store: EventStore,
  ownerId: string,
  accountId: string,
  command: LinkedInAccountCommand,
  metadata: EventMetadata,
): Promise<HandleCommandResult<LinkedInAccountEvent>> {
  return handleCommand(store, linkedInAccountStream(accountId), linkedInAccountDecider, command, metadata, {
    read: senderRead(ownerId, accountId),
  });
}

/** The sender's state as its streams say now (not the read model). */
export async function loadSender(store: EventStore, ownerId: string, accountId: string): Promise<LinkedInAccountState> {
  const read = senderRead(ownerId, accountId);
  return (await loadState(store, linkedInAccountStream(accountId), linkedInAccountDecider, read)).state;
}
