import {
  contactDecider,
  contactStream,
  type DoNotContactCode,
  type EventMetadata,
  type MemberIdentity,
} from '@outflow/domain';
import { handleCommand, type AppendResult } from '@outflow/event-store';
import { latest, stopSequences, type ContactDeps } from './stop-sequences';

/**
 * Puts a member on the owner's Do-Not-Contact list and ends their open sequences at once (a lead
 * of a running campaign stops where it is). Answers whether the list changed and how many ended.
 */
export async function addToDoNotContact(
  deps: ContactDeps,
  input: {
    readonly ownerId: string;
    readonly member: MemberIdentity;
    readonly code: DoNotContactCode;
    readonly reason: string | null;
  },
  metadata: EventMetadata,
): Promise<{ added: boolean; stopped: number; appended?: AppendResult }> {
  const stream = contactStream(input.ownerId, input.member.memberKey);
  const command = {
    type: 'AddToDoNotContact' as const,
    data: {
      ownerId: input.ownerId,
      member: input.member,
      code: input.code,
      reason: input.reason,
      now: deps.clock.now(),
    },
  };
  const added = await handleCommand(deps.store, stream, contactDecider, command, metadata, { maxRetries: 5 });
  const contact = (await deps.store.readStream(stream)).reduce(contactDecider.evolve, contactDecider.initialState());
  const owner = { ownerId: input.ownerId, contactId: input.member.memberKey, stream, contact };
  const { stopped, appended } = await stopSequences(deps, owner, { kind: 'do-not-contact' }, metadata);
  return { added: added.newEvents.length > 0, stopped, appended: latest(added.appended, appended) };
}

/** Takes a member off the list: new campaigns may take them again (an ended sequence stays ended). */
export async function removeFromDoNotContact(
  deps: ContactDeps,
  input: { readonly ownerId: string; readonly contactId: string },
  metadata: EventMetadata,
): Promise<{ removed: boolean; appended?: AppendResult }> {
  const stream = contactStream(input.ownerId, input.contactId);
  const command = { type: 'RemoveFromDoNotContact' as const, data: { now: deps.clock.now() } };
  const { newEvents, appended } = await handleCommand(deps.store, stream, contactDecider, command, metadata, {
    maxRetries: 5,
  });
  return { removed: newEvents.length > 0, appended };
}
