import {
  eventTypesOf,
  type AccountHoldEvent,
  type CampaignEvent,
  type ChatMessageRecorded,
  type ContactDoNotContactAdded,
  type LinkedInAccountState,
  type TargetEvent,
  type WebhookEventType,
} from '@outflow/domain';
import type { RecordedEvent } from '@outflow/event-store';
import { findChatLeadId, findSenders, type ReadModelDb } from '@outflow/read-models';

/**
 * Which outbound webhook events a stored event is (issue 22): what the system already records,
 * mapped once.
 */
type SourceEvent =
  | Extract<TargetEvent, { type: 'LeadReplied' | 'ConnectionAccepted' | 'TargetCompleted' | 'TargetFailed' }>
  | Extract<CampaignEvent, { type: 'CampaignCreated' | 'CampaignStatusChanged' }>
  | AccountHoldEvent
  | ChatMessageRecorded
  | ContactDoNotContactAdded;

/** The stored event types any webhook is made from: the dispatcher reads only these. */
export const WEBHOOK_SOURCE_EVENT_TYPES: readonly SourceEvent['type'][] = eventTypesOf({
  LeadReplied: true,
  ConnectionAccepted: true,
  TargetCompleted: true,
  TargetFailed: true,
  CampaignCreated: true,
  CampaignStatusChanged: true,
  AccountHoldStarted: true,
  AccountHoldEnded: true,
  ChatMessageRecorded: true,
  ContactDoNotContactAdded: true,
} satisfies Record<SourceEvent['type'], true>);

const CAMPAIGN_STATUS_EVENTS: Readonly<Record<string, WebhookEventType>> = {
  active: 'campaign.started',
  paused: 'campaign.paused',
  completed: 'campaign.completed',
};

/** The webhook event a stored event is, or undefined when it is none. */
export function webhookTypeOf(stored: RecordedEvent): WebhookEventType | undefined {
  const event = stored as RecordedEvent<SourceEvent>;
  switch (event.type) {
    case 'LeadReplied':
      return 'lead.replied';
    case 'ConnectionAccepted':
      return 'lead.accepted';
    case 'TargetCompleted':
      return event.data.reason === 'sequence-ended' ? 'lead.completed' : 'lead.stopped';
    case 'TargetFailed':
      return 'lead.stopped';
    case 'CampaignCreated':
      return event.data.status === 'active' ? 'campaign.started' : undefined;
    case 'CampaignStatusChanged':
      return CAMPAIGN_STATUS_EVENTS[event.data.status];
    case 'AccountHoldStarted':
      return 'campaign.hold_started';
    case 'AccountHoldEnded':
      return 'campaign.hold_ended';
    case 'ChatMessageRecorded':
      // What the lead wrote; our own sends (here or on LinkedIn) are not received messages.
      return event.data.isSender ? undefined : 'message.received';
    case 'ContactDoNotContactAdded':
      // Put on the list by the user (or a key) or by a reply asking to stop: either way, once per member.
      return 'contact.do_not_contact_added';
    default:
      return undefined;
  }
}

/** The body of one delivery: the event's id (receivers deduplicate by it), its type, its time and what a CRM needs. */
export interface WebhookBody {
  readonly id: string;
  readonly type: WebhookEventType;
  readonly time: string;
  readonly data: Record<string, unknown>;
}

interface LeadData {
  readonly id: string;
  readonly name: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly profileUrl: string;
  readonly headline: string | null;
  readonly companyName: string | null;
  readonly jobTitle: string | null;
  readonly location: string | null;
}

interface CampaignData {
  readonly id: string;
  readonly name: string | null;
  readonly accountId: string | null;
}

const fullName = (first: string | null, last: string | null): string | null =>
  [first, last].filter(Boolean).join(' ') || null;

/**
 * Reads what a delivery says besides the event: the lead's name and profile, the campaign, the
 * sender (the LinkedIn account acting). The dispatcher builds bodies only for events the read
 * models have already applied, so these reads see at least the event's own effects.
 */
export class WebhookBodies {
  /** Lookups made once per pass (a campaign, an owner's account): a batch names the same ones over and over. */
  private readonly campaigns = new Map<string, Promise<CampaignData>>();
  private readonly senders = new Map<string, Promise<LinkedInAccountState[]>>();

  constructor(private readonly db: ReadModelDb) {}

  /** A fresh set of lookups, for one pass over a batch of events. */
  forBatch(): WebhookBodies {
    return new WebhookBodies(this.db);
  }

  async build(stored: RecordedEvent, type: WebhookEventType): Promise<WebhookBody> {
    const event = stored as RecordedEvent<SourceEvent>;
    const owner = event.metadata.userId;
    const base = { id: event.eventId, type };
    switch (event.type) {
      case 'LeadReplied':
      case 'ConnectionAccepted':
      case 'TargetCompleted':
      case 'TargetFailed': {
        const lead = await this.lead(
          owner,
          event.data.targetId,
          'profileUrl' in event.data ? event.data.profileUrl : '',
        );
        const campaign = await this.campaign(owner, event.data.campaignId);
        const data: Record<string, unknown> = { lead, campaign, sender: await this.sender(owner, campaign.accountId) };
        if (event.type === 'LeadReplied') data.message = await this.reply(owner, event.data.chatId);
        if (event.type === 'TargetCompleted' && type === 'lead.stopped') data.reason = event.data.reason;
        if (event.type === 'TargetFailed') Object.assign(data, { reason: 'failed', detail: event.data.reason });
        return { ...base, time: event.data.occurredAt, data };
      }
      case 'CampaignCreated':
      case 'CampaignStatusChanged': {
        const campaign = await this.campaign(owner, event.data.campaignId);
        const data: Record<string, unknown> = {
          campaign: { ...campaign, status: event.data.status },
          sender: await this.sender(owner, campaign.accountId),
        };
        if (event.type === 'CampaignStatusChanged') data.previousStatus = event.data.previousStatus;
        return { ...base, time: event.data.occurredAt, data };
      }
      case 'AccountHoldStarted':
      case 'AccountHoldEnded': {
        const { accountId, code } = event.data;
        const campaigns = await this.db
          .selectFrom('campaigns')
          .select(['id', 'name'])
          .where('user_id', '=', owner)
          .where('account_id', '=', accountId)
          .where('status', '=', 'active')
          .orderBy('created_at')
          .execute();
        const data: Record<string, unknown> = {
          code,
          sender: await this.sender(owner, accountId),
          campaigns: campaigns.map((c) => ({ id: c.id, name: c.name })),
        };
        if (event.type === 'AccountHoldStarted')
          Object.assign(data, { reason: event.data.reason, until: event.data.until });
        return { ...base, time: event.data.occurredAt, data };
      }
      case 'ChatMessageRecorded': {
        const m = event.data;
        const leadId = await findChatLeadId(this.db, owner, m.chatId);
        return {
          ...base,
          time: m.timestamp,
          data: {
            message: { id: m.messageId, chatId: m.chatId, text: m.text, sentAt: m.timestamp },
            from: { name: m.sender.name, profileUrl: m.sender.profileUrl, providerId: m.sender.providerId },
            lead: leadId ? await this.lead(owner, leadId, m.sender.profileUrl ?? '') : null,
            sender: await this.sender(owner, m.accountId),
          },
        };
      }
      case 'ContactDoNotContactAdded': {
        const { contactId, code, reason, occurredAt } = event.data;
        return {
          ...base,
          time: occurredAt,
          data: { contact: await this.contact(owner, contactId), code, reason, actor: event.metadata.actor },
        };
      }
    }
    throw new Error(`No webhook body for ${stored.type}`);
  }

  private async lead(owner: string, targetId: string, profileUrl: string): Promise<LeadData> {
    const row = await this.db
      .selectFrom('leads')
      .selectAll()
      .where('user_id', '=', owner)
      .where('id', '=', targetId)
      .executeTakeFirst();
    return {
      id: targetId,
      name: row ? fullName(row.first_name, row.last_name) : null,
      firstName: row?.first_name ?? null,
      lastName: row?.last_name ?? null,
      profileUrl: row?.profile_url ?? profileUrl,
      headline: row?.headline ?? null,
      companyName: row?.company_name ?? null,
      jobTitle: row?.job_title ?? null,
      location: row?.location ?? null,
    };
  }

  /** The member as the owner's contacts know them; the member key is their public id unless it is LinkedIn's member id. */
  private async contact(owner: string, contactId: string): Promise<Record<string, unknown>> {
    const row = await this.db
      .selectFrom('contacts')
      .select(['profile_url', 'public_id', 'provider_id', 'name'])
      .where('user_id', '=', owner)
      .where('contact_id', '=', contactId)
      .executeTakeFirst();
    return {
      id: contactId,
      profileUrl: row?.profile_url ?? null,
      publicId: row?.public_id ?? null,
      providerId: row?.provider_id ?? null,
      name: row?.name ?? null,
    };
  }

  private campaign(owner: string, campaignId: string): Promise<CampaignData> {
    const key = `${owner} ${campaignId}`;
    let found = this.campaigns.get(key);
    if (!found) {
      found = this.db
        .selectFrom('campaigns')
        .select(['name', 'account_id'])
        .where('user_id', '=', owner)
        .where('id', '=', campaignId)
        .executeTakeFirst()
        .then((row) => ({ id: campaignId, name: row?.name ?? null, accountId: row?.account_id ?? null }));
      this.campaigns.set(key, found);
    }
    return found;
  }

  /** The LinkedIn account acting (the owner's first sender when the event names none) and, when it is one of the owner's senders, its name. */
  private async sender(
    owner: string,
    accountId: string | null,
  ): Promise<{ accountId: string | null; name: string | null }> {
    let senders = this.senders.get(owner);
    if (!senders) this.senders.set(owner, (senders = findSenders(this.db, owner)));
    const known = await senders;
    const id = accountId ?? known[0]?.accountId ?? null;
    const state = known.find((s) => s.accountId === id);
    return { accountId: id, name: state?.profile?.fullName ?? null };
  }

  /** The lead's latest message in the chat their reply came in (null when the chat is not known yet). */
  private async reply(
    owner: string,
    chatId: string | null,
  ): Promise<{ chatId: string; text: string; sentAt: string } | null> {
    if (!chatId) return null;
    const row = await this.db
      .selectFrom('chat_messages')
      .select(['text', 'sent_at'])
      .where('user_id', '=', owner)
      .where('chat_id', '=', chatId)
      .where('is_sender', '=', false)
      .orderBy('sent_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? { chatId, text: row.text, sentAt: row.sent_at.toISOString() } : null;
  }
}
