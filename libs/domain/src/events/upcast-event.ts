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

/**
 * A stored event's data in today's shape: its type's legacy time field renamed to `occurredAt`.
 * Pure; data already in today's shape (or of a type that never had another name) comes back as it was.
 */
export function upcastEventData(type: string, data: unknown): unknown {
  const legacy = LEGACY_TIME_FIELDS[type];
  if (!legacy || !data || typeof data !== 'object' || !(legacy in data) || 'occurredAt' in data) return data;
  const { [legacy]: occurredAt, ...rest } = data as Record<string, unknown>;
  return { ...rest, occurredAt };
}

/** A stored event in today's shape (see upcastEventData); the event itself when nothing changes. */
export function upcastEvent<E extends DomainEvent>(event: E): E {
  const data = upcastEventData(event.type, event.data);
  return data === event.data ? event : { ...event, data };
}
