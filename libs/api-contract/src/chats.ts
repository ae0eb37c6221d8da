/** One side of a chat (spec 01 §3 Chat). */
export interface ChatAttendee {
  readonly is_self: boolean;
  readonly first_name: string | null;
  readonly last_name: string | null;
  readonly profile_picture_url: string | null;
  readonly profile_url: string | null;
  readonly provider_id: string | null;
}

export interface ChatMessage {
  readonly messageId: string;
  readonly text: string;
  readonly timestamp: string;
  readonly is_sender: boolean;
  /** Set on the invitation note a campaign sent, shown as the thread's first message. */
  readonly kind?: 'invitation';
}

/** A chat of `GET /api/messages/chats` (spec 01 §3 Chat). */
export interface Chat {
  readonly chatId: string;
  /** The sender (LinkedIn account) the chat belongs to: its messages go out through it. */
  readonly accountId: string;
  /** The sender's name on LinkedIn, or null when its profile is not known. */
  readonly senderName: string | null;
  /** The campaign whose lead is the other attendee, or null. */
  readonly campaignId: string | null;
  readonly unreadCount: number;
  readonly lastMessage: { readonly text: string; readonly timestamp: string };
  readonly attendees: ChatAttendee[];
  /** The other attendee is on the Do-Not-Contact list: put there by a person, or by their own reply. */
  readonly doNotContact: 'user' | 'asked-to-stop' | null;
}

/** `GET /api/messages/chats`. */
export interface ChatList {
  readonly success: true;
  readonly chats: Chat[];
}

/** `GET /api/messages/chats/:chatId`: the thread, oldest first. */
export interface ChatThread {
  readonly success: true;
  readonly chatId: string;
  readonly messages: ChatMessage[];
  readonly attendees: ChatAttendee[];
  /** As on the chat list: the other attendee's place on the Do-Not-Contact list. */
  readonly doNotContact: 'user' | 'asked-to-stop' | null;
}

/** `POST /api/messages/chats/:chatId/messages`. */
export interface ChatMessageSent {
  readonly success: true;
  readonly message: ChatMessage;
}
