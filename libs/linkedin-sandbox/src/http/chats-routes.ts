import { Router, type Request } from 'express';
import multer from 'multer';
import { usableAccount } from '../accounts/account-guard';
import type { SandboxAccount } from '../accounts/account';
import { attendeeId, providerChatId, type ChatRow, type MessageRow } from '../messaging/chat-records';
import type { ChatService } from '../messaging/chat-service';
import { degreeOf, searchDistance, targetStates } from '../network/network-state';
import { fullName, publicProfileUrl } from '../population/profile';
import type { SandboxContext } from '../sandbox-context';
import { ApiError, invalid, notFound } from './api-error';
import { avatarUrl } from './profile-shapes';
import {
  booleanParam,
  limitParam,
  nextOffsetCursor,
  offsetFromCursor,
  optionalString,
  requiredString,
} from './request-params';

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: 15 * 1024 * 1024, files: 10 } });

function requireMultipart(req: Request): Record<string, unknown> {
  if (!req.is('multipart/form-data'))
    throw new ApiError(400, 'malformed_request', 'This endpoint takes multipart/form-data');
  return (req.body ?? {}) as Record<string, unknown>;
}

function dateParam(value: unknown, name: string): Date | null {
  const text = optionalString(value, name);
  if (!text) return null;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw invalid(`${name} must be an ISO date`);
  return date;
}

/** `linkedin[inmail]=true` arrives flat or, through multer's bracket parsing, as `{linkedin: {inmail}}`. */
function inmailFlag(body: Record<string, unknown>): boolean {
  const nested = body.linkedin as Record<string, unknown> | undefined;
  return booleanParam(body['linkedin[inmail]'] ?? nested?.inmail);
}

/** The chat endpoints (Unipile §6); sending takes multipart bodies, as Unipile's do. */
export function chatsRoutes(ctx: SandboxContext, chats: ChatService): Router {
  const router = Router();

  const chatShape = (c: ChatRow) => {
    const p = ctx.population.byProvider(c.provider_id);
    return {
      object: 'Chat',
      id: c.id,
      account_id: c.account_id,
      account_type: 'LINKEDIN',
      provider_id: providerChatId(c.id),
      attendee_provider_id: c.provider_id,
      name: p ? fullName(p) : null,
      type: 0,
      timestamp: c.last_message_at.toISOString(),
      unread_count: c.unread_count,
      unread: c.unread_count > 0 ? 1 : 0,
      archived: 0,
      muted_until: null,
      read_only: 0,
      disabledFeatures: [],
      folder: ['INBOX'],
      // The SDK's schema has subject, organization_id, mailbox_id and content_type optional, never null: absent when unset.
      ...(c.content_type ? { content_type: c.content_type } : {}),
    };
  };

  const messageShape = (m: MessageRow, account: SandboxAccount) => ({
    object: 'Message',
    id: m.id,
    provider_id: providerChatId(m.id),
    chat_id: m.chat_id,
    chat_provider_id: providerChatId(m.chat_id),
    account_id: m.account_id,
    sender_id: m.sender_provider_id,
    sender_attendee_id: attendeeId(ctx.seed, account.id, m.sender_provider_id),
    text: m.text,
    attachments: [],
    timestamp: m.sent_at.toISOString(),
    is_sender: m.is_sender ? 1 : 0,
    seen: m.is_sender ? 1 : 0,
    seen_by: {},
    hidden: 0,
    deleted: 0,
    edited: 0,
    is_event: 0,
    delivered: 1,
    behavior: null,
    event_type: 0,
    reactions: [],
    message_type: m.message_type,
    // The provider's raw message, which Unipile passes on as a JSON string (required by the SDK's schema).
    original: JSON.stringify({
      entityUrn: `urn:li:msg_message:(${providerChatId(m.chat_id)},${providerChatId(m.id)})`,
      body: { text: m.text },
    }),
  });

  /** The chat, and its account checked as usable. */
  const ownedChat = async (chatId: string) => {
    const chat = await chats.records.chat(ctx.db, chatId);
    const account = chat && ctx.accounts.get(chat.account_id);
    if (!chat || !account || account.deletedAt !== null) throw notFound(`Chat ${chatId} not found`);
    return { chat, account: usableAccount(ctx, account.id) };
  };

  router.get('/chats', async (req, res) => {
    const accountId = optionalString(req.query.account_id, 'account_id');
    if (accountId) usableAccount(ctx, accountId, { allowRestricted: true });
    const limit = limitParam(req.query.limit, 1, 250, 100);
    const offset = offsetFromCursor(req.query.cursor);
    const live = ctx.accounts.list().map((a) => a.id);
    const { rows } = await ctx.db.query<ChatRow>(
      `SELECT * FROM chats WHERE account_id = ANY($1) AND ($2::text IS NULL OR account_id = $2) AND (NOT $3 OR unread_count > 0)
         AND ($4::timestamptz IS NULL OR last_message_at < $4) AND ($5::timestamptz IS NULL OR last_message_at > $5)
       ORDER BY last_message_at DESC, id LIMIT $6 OFFSET $7`,
      [
        live,
        accountId ?? null,
        booleanParam(req.query.unread),
        dateParam(req.query.before, 'before'),
        dateParam(req.query.after, 'after'),
        limit + 1,
        offset,
      ],
    );
    const page = rows.slice(0, limit);
    res.json({
      object: 'ChatList',
      items: page.map(chatShape),
      cursor: nextOffsetCursor(offset, page.length, limit, rows.length > limit),
    });
  });

  router.get('/chats/:chatId', async (req, res) => {
    const { chat } = await ownedChat(req.params.chatId);
    res.json(chatShape(chat));
  });

  router.get('/chats/:chatId/attendees', async (req, res) => {
    const { chat, account } = await ownedChat(req.params.chatId);
    const p = ctx.population.byProvider(chat.provider_id);
    const state = (await targetStates(ctx.network, account.id, [chat.provider_id])).get(chat.provider_id)!;
    const o = account.owner;
    const items: Array<Record<string, unknown>> = [
      {
        object: 'ChatAttendee',
        id: attendeeId(ctx.seed, account.id, o.providerId),
        account_id: account.id,
        provider_id: o.providerId,
        name: fullName(o),
        is_self: 1,
        hidden: 0,
        picture_url: avatarUrl(ctx.publicUrl, o.publicId),
        profile_url: publicProfileUrl(o.publicId),
        // No network_distance for the account itself: the SDK's schema has no SELF value (DISTANCE_1..OUT_OF_NETWORK only).
        specifics: {
          provider: 'LINKEDIN',
          member_urn: `urn:li:member:${o.memberId}`,
          occupation: o.headline,
          headline: o.headline,
        },
      },
    ];
    if (p) {
      items.push({
        object: 'ChatAttendee',
        id: attendeeId(ctx.seed, account.id, p.providerId),
        account_id: account.id,
        provider_id: p.providerId,
        name: fullName(p),
        is_self: 0,
        hidden: 0,
        picture_url: avatarUrl(ctx.publicUrl, p.publicId),
        profile_url: publicProfileUrl(p.publicId),
        specifics: {
          provider: 'LINKEDIN',
          member_urn: `urn:li:member:${p.memberId}`,
          occupation: p.headline,
          headline: p.headline,
          network_distance: searchDistance(degreeOf(account.id, p, state)),
        },
      });
    }
    res.json({ object: 'ChatAttendeeList', items, cursor: null });
  });

  router.get('/chats/:chatId/messages', async (req, res) => {
    const { chat, account } = await ownedChat(req.params.chatId);
    const limit = limitParam(req.query.limit, 1, 250, 100);
    const offset = offsetFromCursor(req.query.cursor);
    const { rows } = await ctx.db.query<MessageRow>(
      `SELECT * FROM messages WHERE chat_id = $1 AND ($2::timestamptz IS NULL OR sent_at < $2) AND ($3::timestamptz IS NULL OR sent_at > $3)
       ORDER BY sent_at DESC, seq DESC LIMIT $4 OFFSET $5`,
      [chat.id, dateParam(req.query.before, 'before'), dateParam(req.query.after, 'after'), limit + 1, offset],
    );
    const page = rows.slice(0, limit);
    res.json({
      object: 'MessageList',
      items: page.map((m) => messageShape(m, account)),
      cursor: nextOffsetCursor(offset, page.length, limit, rows.length > limit),
    });
  });

  router.post('/chats/:chatId/messages', upload.any(), async (req, res) => {
    const body = requireMultipart(req);
    const { chat, account } = await ownedChat(String(req.params.chatId));
    const sent = await chats.send(account, chat, requiredString(body.text, 'text'));
    res.status(201).json({ object: 'MessageSent', message_id: sent.messageId });
  });

  router.post('/chats', upload.any(), async (req, res) => {
    const body = requireMultipart(req);
    const account = usableAccount(ctx, body.account_id);
    const raw = body.attendees_ids ?? body['attendees_ids[]'];
    const attendees = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw])
      .map(String)
      .flatMap((v) => v.split(','))
      .filter(Boolean);
    if (attendees.length === 0) throw invalid('attendees_ids is required');
    const sent = await chats.startChat(account, attendees, requiredString(body.text, 'text'), inmailFlag(body));
    res.status(201).json({ object: 'ChatStarted', chat_id: sent.chatId, message_id: sent.messageId });
  });
  return router;
}
