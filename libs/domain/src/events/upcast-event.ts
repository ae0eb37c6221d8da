import type { DomainEvent } from './event';

/**
 * The name each event type gave its own time before every event called it `occurredAt`. Stored
 * events keep the old name (events are never rewritten); reading them maps it here, once, in the
 * event store adapters.
 */
export const LEGACY_TIME_FIELDS: Readonly<Record<string, string>> = {
  CampaignCreated: 'createdAt',
  CampaignStatusChanged: 'changedAt',
  CampaignDeleted: 'deletedAt',
  CampaignProfilesReset: 'at',
  ChatRead: 'at',
  LinkedInAccountConnected: 'connectedAt',
  LinkedInAccountProfileSynced: 'syncedAt',
  LinkedInAccountDisconnected: 'at',
  LinkedInAccountRemoved: 'removedAt',
  LinkedInAccountClaimed: 'claimedAt',
  LinkedInAccountReleased: 'releasedAt',
  HostedAuthLinkIssued: 'issuedAt',
  HostedAuthLinkUsed: 'usedAt',
  PromptSaved: 'savedAt',
  PromptUpdated: 'updatedAt',
  PromptDeleted: 'deletedAt',
  QuotaReserved: 'at',
  QuotaReleased: 'at',
  TrialStarted: 'startedAt',
  StripeCustomerAssigned: 'assignedAt',
  StripeCheckoutCompleted: 'completedAt',
  SubscriptionActivated: 'activatedAt',
  SubscriptionUpdated: 'updatedAt',
  SubscriptionPaymentFailed: 'failedAt',
  SubscriptionCanceled: 'canceledAt',
  SubscriptionLapsed: 'at',
  StepSucceeded: 'completedAt',
  StepFailed: 'failedAt',
  StepDeferred: 'at',
  TargetProfileFetched: 'fetchedAt',
  ConnectionAccepted: 'at',
  LeadReplied: 'at',
  TargetCompleted: 'completedAt',
  TargetFailed: 'failedAt',
  StepScheduled: 'scheduledAt',
  StepStarted: 'startedAt',
  StepAwaiting: 'at',
  UserRegistered: 'registeredAt',
  UserRoleGranted: 'at',
  UserRoleRevoked: 'at',
  UserSignedOut: 'at',
  AccountHoldStarted: 'at',
  AccountHoldEnded: 'at',
  RateLimitSettingsChanged: 'changedAt',
  ScheduleSettingsChanged: 'changedAt',
  SupportAccessRecorded: 'at',
};

/** A stored event's data with its type's legacy time field renamed to `occurredAt`. */
function withOccurredAt(type: string, data: unknown): unknown {
  const legacy = LEGACY_TIME_FIELDS[type];
  if (!legacy || !data || typeof data !== 'object' || !(legacy in data) || 'occurredAt' in data) return data;
  const { [legacy]: occurredAt, ...rest } = data as Record<string, unknown>;
  return { ...rest, occurredAt };
}

/** A CampaignCreated stored before its data named the owner: the owner was the tenant of its metadata. */
function withCampaignOwner(type: string, data: unknown, tenant: () => string | undefined): unknown {
  if (type !== 'CampaignCreated' || !data || typeof data !== 'object' || 'ownerId' in data) return data;
  const ownerId = tenant();
  return ownerId === undefined ? data : { ...data, ownerId };
}

/**
 * A stored event's data in today's shape: its type's legacy time field renamed to `occurredAt`,
 * and a campaign's owner taken from the tenant (`tenant`, read only when needed: the metadata's
 * `userId`). Pure; data already in today's shape comes back as it was (the same object).
 */
export function upcastEventData(type: string, data: unknown, tenant: () => string | undefined): unknown {
  return withCampaignOwner(type, withOccurredAt(type, data), tenant);
}

/** The tenant a stored event's metadata names, if it has metadata. */
function tenantOf(event: object): string | undefined {
  const metadata: unknown = 'metadata' in event ? event.metadata : undefined;
  return metadata && typeof metadata === 'object' && 'userId' in metadata && typeof metadata.userId === 'string'
    ? metadata.userId
    : undefined;
}

/** A stored event in today's shape (see upcastEventData); the event itself when nothing changes. */
export function upcastEvent<E extends DomainEvent>(event: E): E {
  const data = upcastEventData(event.type, event.data, () => tenantOf(event));
  return data === event.data ? event : { ...event, data };
}
