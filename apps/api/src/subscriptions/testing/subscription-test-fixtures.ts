import {
  userStream,
  type Clock,
  type LinkedInAccountConnected,
  type LinkedInAccountDisconnected,
  type LinkedInAccountProfileSynced,
} from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';
import type { ReadModelDb } from '@outflow/read-models';
import { ProjectionWaiter } from '../../infrastructure/projection-waiter';

/**
 * Test support for the subscription and access suites (not used at runtime): puts a user's
 * LinkedIn account in a state by appending its events directly, as the LinkedIn module would,
 * and waits until the read models the gate reads have them.
 */
export interface ApiStores {
  readonly eventStore: EventStore;
  readonly readDb: ReadModelDb;
  readonly clock: Clock;
}

/** The harness's HTTP side (test/support/api-harness.ts), as these fixtures use it. */
export interface ApiClient extends ApiStores {
  request<T = unknown>(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown },
  ): Promise<{ status: number; body: T }>;
  signUp(): Promise<{ token: string; user: { id: string; email: string; name: string } }>;
}

/** A signed-up user with a running trial and/or a connected LinkedIn account, as a test needs. */
export async function userWith(api: ApiClient, options: { trial: boolean; linkedIn: boolean }) {
  const session = await api.signUp();
  if (options.trial) {
    const trial = await api.request('POST', '/api/subscriptions/create-trial', { token: session.token });
    if (trial.status !== 200) throw new Error(`trial not started: ${trial.status} ${JSON.stringify(trial.body)}`);
  }
  if (options.linkedIn) await connectLinkedIn(api, session.user.id);
  return session;
}

export async function connectLinkedIn(
  api: ApiStores,
  userId: string,
  accountId = `acc-${userId.slice(0, 8)}`,
): Promise<void> {
  const event: LinkedInAccountConnected = {
    type: 'LinkedInAccountConnected',
    data: { accountId, occurredAt: api.clock.now().toISOString(), reconnect: false },
  };
  await appendAndProject(api, userId, event);
}

export async function disconnectLinkedIn(
  api: ApiStores,
  userId: string,
  accountId = `acc-${userId.slice(0, 8)}`,
): Promise<void> {
  const event: LinkedInAccountDisconnected = {
    type: 'LinkedInAccountDisconnected',
    data: { accountId, reason: 'disconnected_account', occurredAt: api.clock.now().toISOString() },
  };
  await appendAndProject(api, userId, event);
}

/** The connected account's own LinkedIn profile, as the LinkedIn module records it after connecting. */
export async function syncLinkedInProfile(
  api: ApiStores,
  userId: string,
  fullName: string,
  accountId = `acc-${userId.slice(0, 8)}`,
): Promise<void> {
  const event: LinkedInAccountProfileSynced = {
    type: 'LinkedInAccountProfileSynced',
    data: {
      accountId,
      fullName,
      headline: null,
      profilePictureUrl: null,
      email: null,
      publicId: null,
      providerId: `ACo-${accountId}`,
      occurredAt: api.clock.now().toISOString(),
    },
  };
  await appendAndProject(api, userId, event);
}

async function appendAndProject(api: ApiStores, userId: string, event: { type: string; data: unknown }): Promise<void> {
  const { position } = await api.eventStore.appendToStream(
    userStream(userId),
    [{ ...event, metadata: { userId, actor: 'system', correlationId: `test-${event.type}` } }],
    { expectedVersion: 'any' },
  );
  await waitForProjection(api, position);
}

/** Read-your-writes for tests that append directly: fails loudly when the projector does not catch up. */
export async function waitForProjection(
  api: ApiStores,
  position: Parameters<ProjectionWaiter['waitFor']>[0],
): Promise<void> {
  if (!(await new ProjectionWaiter(api.readDb).waitFor(position, 10_000)))
    throw new Error('the projector did not catch up');
}

/** Types of the events on a user's stream, in order. */
export async function streamTypes(api: ApiStores, userId: string): Promise<string[]> {
  return (await api.eventStore.readStream(userStream(userId))).map((e) => e.type);
}

/** Waits until the read models have everything on the user's stream (after a webhook, say). */
export async function waitForUserStream(api: ApiStores, userId: string): Promise<void> {
  const events = await api.eventStore.readStream(userStream(userId));
  if (events.length > 0) await waitForProjection(api, events[events.length - 1].position);
}
