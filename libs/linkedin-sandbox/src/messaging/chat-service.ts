import type { PoolClient } from 'pg';
import type { SandboxAccount } from '../accounts/account';
import { ApiError, invalid, notFound } from '../http/api-error';
import { uniformFrom } from '../population/deterministic-random';
import { fullName, publicProfileUrl, type SandboxProfile } from '../population/profile';
import type { SandboxContext } from '../sandbox-context';
import { inTransaction } from '../sandbox-transaction';
import { attendeeId, ChatRecords, providerChatId, type ChatRow, type MessageRow } from './chat-records';
import { LEAD_REPLIES } from './lead-replies';

const HOUR = 3_600_000;
export const MESSAGE_MAX_LENGTH = 8000;

export interface SentMessage {
  chatId: string;
  messageId: string;
}

/** Chats with leads: starting them (message or InMail), sending, and leads replying (later or now). */
export class ChatService {
  readonly records: ChatRecords;

  constructor(private readonly ctx: SandboxContext) {
    this.records = new ChatRecords(ctx.seed);
    ctx.happenings.on('lead_reply', async (tx, h) => {
      const account = ctx.accounts.get(h.accountId);
      const chat = await this.records.chat(tx, String(h.payload.chatId));
      const profile = chat && ctx.population.byProvider(chat.provider_id);
      if (!account || account.deletedAt !== null || !chat || !profile) return;
      await this.inbound(tx, account, chat, profile, String(h.payload.text), h.dueAt.getTime());
    });
  }

  /** `POST /chats`: to an existing contact it adds to the existing chat. */
  startChat(account: SandboxAccount, attendeeIds: string[], text: string, inmail: boolean): Promise<SentMessage> {
    if (attendeeIds.length !== 1) throw invalid('the sandbox models one-to-one chats: give exactly one attendees_ids');
    const providerId = attendeeIds[0];
    if (!providerId.startsWith('ACo')) throw invalid('attendees_ids must be LinkedIn provider ids (ACo…)');
    const profile = this.ctx.population.byProvider(providerId);
    if (!profile) throw notFound(`No LinkedIn member with provider id ${providerId}`);
    checkText(text);
    return inTransaction(this.ctx, async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(2, hashtext($1))', [account.id]);
      const now = this.ctx.clock.nowMs();
      const related = await this.related(tx, account, providerId);
      if (!related && !inmail)
        throw new ApiError(
          422,
          'no_connection_with_recipient',
          'You are not connected to this member: send an invitation or an InMail',
        );
      if (!related && !profile.allowsInmail)
        throw new ApiError(422, 'not_allowed_inmail', 'This member does not accept InMail from you');
      const existing = await this.records.findChat(tx, account.id, providerId);
      const chat =
        existing ??
        (await this.records.createChat(tx, account.id, providerId, inmail && !related ? 'inmail' : null, now));
      const kind = inmail ? 'inmail' : existing ? 'message' : 'chat_start';
      const message = await this.outbound(
        tx,
        account,
        chat,
        profile,
        text,
        inmail ? 'INMAIL' : 'MESSAGE',
        now,
        related,
      );
      await this.ctx.actions.record(tx, {
        accountId: account.id,
        kind,
        providerId,
        profileUrl: publicProfileUrl(profile.publicId),
        text,
        atMs: now,
      });
      return { chatId: chat.id, messageId: message.id };
    });
  }

  /** `POST /chats/{chat_id}/messages`. */
  send(account: SandboxAccount, chat: ChatRow, text: string): Promise<SentMessage> {
    checkText(text);
    const profile = this.ctx.population.byProvider(chat.provider_id);
    if (!profile) throw notFound('The other attendee no longer exists');
    return inTransaction(this.ctx, async (tx) => {
      const now = this.ctx.clock.nowMs();
      const related = await this.related(tx, account, chat.provider_id);
      if (!related && chat.content_type !== 'inmail') {
        throw new ApiError(422, 'no_connection_with_recipient', 'You are not connected to this member anymore');
      }
      const message = await this.outbound(tx, account, chat, profile, text, 'MESSAGE', now, related);
      await this.ctx.actions.record(tx, {
        accountId: account.id,
        kind: 'message',
        providerId: profile.providerId,
        profileUrl: publicProfileUrl(profile.publicId),
        text,
        atMs: now,
      });
      return { chatId: chat.id, messageId: message.id };
    });
  }

  /** A lead writes to the account now (control API): into their chat, created if there is none. */
  leadWrites(account: SandboxAccount, profile: SandboxProfile, text: string): Promise<SentMessage> {
    return inTransaction(this.ctx, async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(2, hashtext($1))', [account.id]);
      const now = this.ctx.clock.nowMs();
      const chat =
        (await this.records.findChat(tx, account.id, profile.providerId)) ??
        (await this.records.createChat(tx, account.id, profile.providerId, null, now));
      const message = await this.inbound(tx, account, chat, profile, text, now);
      return { chatId: chat.id, messageId: message.id };
    });
  }

  private async related(tx: PoolClient, account: SandboxAccount, providerId: string): Promise<boolean> {
    const { rowCount } = await tx.query('SELECT 1 FROM relations WHERE account_id = $1 AND provider_id = $2', [
      account.id,
      providerId,
    ]);
    return (rowCount ?? 0) > 0;
  }

  private async outbound(
    tx: PoolClient,
    account: SandboxAccount,
    chat: ChatRow,
    profile: SandboxProfile,
    text: string,
    type: 'MESSAGE' | 'INMAIL',
    now: number,
    related: boolean,
  ): Promise<MessageRow> {
    const message = await this.records.addMessage(tx, chat, {
      senderProviderId: account.owner.providerId,
      isSender: true,
      text,
      type,
      atMs: now,
    });
    await this.emitMessage(tx, account, chat, profile, message, true);
    if (related || chat.content_type === 'inmail')
      await this.maybeScheduleReply(tx, account, chat, profile, chat.outbound_count, now);
    return message;
  }

  private async inbound(
    tx: PoolClient,
    account: SandboxAccount,
    chat: ChatRow,
    profile: SandboxProfile,
    text: string,
    atMs: number,
  ): Promise<MessageRow> {
    const message = await this.records.addMessage(tx, chat, {
      senderProviderId: profile.providerId,
      isSender: false,
      text,
      type: 'MESSAGE',
      atMs,
    });
    await this.emitMessage(tx, account, chat, profile, message, false);
    return message;
  }

  /** Whether and when the lead answers this (n-th) message: a fixed draw per (account, member, n). */
  private async maybeScheduleReply(
    tx: PoolClient,
    account: SandboxAccount,
    chat: ChatRow,
    profile: SandboxProfile,
    n: number,
    now: number,
  ): Promise<void> {
    if (await this.ctx.happenings.pendingCount(tx, 'lead_reply', account.id, { chatId: chat.id })) return;
    const {
      replyProbability,
      replyDelayHours: [min, max],
    } = this.ctx.settings.behaviour;
    const draw = (purpose: string) => uniformFrom(this.ctx.seed, account.id, profile.providerId, purpose, n);
    if (draw('reply') >= replyProbability) return;
    const text = LEAD_REPLIES[Math.floor(draw('reply-text') * LEAD_REPLIES.length)];
    const due = now + (min + draw('reply-delay') * (max - min)) * HOUR;
    await this.ctx.happenings.schedule(tx, 'lead_reply', account.id, due, { chatId: chat.id, text });
  }

  /** `message_received` for every message, ours included, as Unipile sends it (compare the sender). */
  private emitMessage(
    tx: PoolClient,
    account: SandboxAccount,
    chat: ChatRow,
    profile: SandboxProfile,
    message: MessageRow,
    fromSelf: boolean,
  ): Promise<number> {
    const self = {
      attendee_id: attendeeId(this.ctx.seed, account.id, account.owner.providerId),
      attendee_name: fullName(account.owner),
      attendee_provider_id: account.owner.providerId,
      attendee_profile_url: publicProfileUrl(account.owner.publicId),
    };
    const lead = {
      attendee_id: attendeeId(this.ctx.seed, account.id, profile.providerId),
      attendee_name: fullName(profile),
      attendee_provider_id: profile.providerId,
      attendee_profile_url: publicProfileUrl(profile.publicId),
    };
    return this.ctx.emitter.emit(tx, 'messaging', 'message_received', account, (webhookName) => ({
      account_id: account.id,
      account_type: 'LINKEDIN',
      account_info: { type: 'LINKEDIN', feature: 'classic', user_id: account.owner.providerId },
      event: 'message_received',
      chat_id: chat.id,
      timestamp: message.sent_at.toISOString(),
      webhook_name: webhookName,
      message_id: message.id,
      message: message.text,
      sender: fromSelf ? self : lead,
      attendees: [fromSelf ? lead : self],
      attachments: [],
      subject: null,
      provider_chat_id: providerChatId(chat.id),
      provider_message_id: providerChatId(message.id),
      is_event: 0,
      quoted: null,
      chat_content_type: chat.content_type,
      message_type: message.message_type,
    }));
  }
}

function checkText(text: string): void {
  if (!text.trim()) throw invalid('text is required');
  if (text.length > MESSAGE_MAX_LENGTH)
    throw new ApiError(400, 'too_many_characters', `Messages are limited to ${MESSAGE_MAX_LENGTH} characters`);
}
