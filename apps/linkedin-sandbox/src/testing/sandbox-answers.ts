/**
 * The sandbox's answers as its integration suites read them: the fields a suite looks at, not the
 * whole Unipile shape (the SDK contract suite checks that). A suite names the answer it expects
 * when it calls the client, e.g. `client.api<ChatList>('GET', '/chats?...')`.
 */
import type { ActionEntry } from '../network/action-log';

/** Unipile's error body (`errors/...`), also what the control API refuses with. */
export interface ErrorBody {
  status: number;
  type: string;
  title: string;
}

/** A list answer: `object` names the list (`ChatList`, `InvitationList`, ...). */
export interface Page<T> {
  object: string;
  items: T[];
  cursor: string | null;
}

/** A member as a people search lists it: the fields the suites read. */
export interface SearchMember {
  id: string;
  public_identifier: string;
  public_profile_url: string;
  profile_picture_url: string;
  name: string;
  first_name: string;
  last_name: string;
  headline: string;
  location: string;
  network_distance: string;
  can_send_inmail: boolean;
}

export interface SearchPage extends Page<SearchMember> {
  paging: { start: number; page_count: number; total_count: number };
}

export interface AccountAnswer {
  id: string;
  sources: { id: string; status: string }[];
}

export interface UserProfile {
  provider_id: string;
  public_identifier: string;
  profile_picture_url?: string;
  profile_picture_url_large?: string;
  invitation?: { type: string; status: string };
  work_experience?: { company: string; position: string }[];
}

/** A profile asked for with `linkedin_sections=*` (or `=skills`): the sections are there. */
export interface UserProfileWithSections extends UserProfile {
  work_experience: { company: string; position: string }[];
  education: { school: string }[];
  skills: { name: string; endorsement_id: string; endorsement_count: number; endorsed: boolean }[];
}

export interface Post {
  id: string;
  social_id: string;
  text: string;
}

export interface Invitation {
  id: string;
  invitation_text: string;
}

export interface Relation {
  member_id: string;
  public_identifier: string;
}

export interface Message {
  id: string;
  text: string;
  is_sender: number;
}

export interface Webhook {
  id: string;
}

/** What a successful write answers: the id it created, by kind. */
export interface InvitationSent {
  invitation_id: string;
}
export interface ChatStarted {
  chat_id: string;
  message_id: string;
}
export interface MessageSent {
  message_id: string;
}
export interface WebhookCreated {
  webhook_id: string;
}
export interface HostedLink {
  url: string;
}

/** A body the sandbox POSTs to a webhook or notify URL: the fields the suites match on. */
export interface WebhookPayload {
  account_id?: string;
  user_provider_id?: string;
  user_public_identifier?: string;
  message?: string;
  message_id?: string;
  AccountStatus?: { account_id: string; account_type: string; message: string };
}

/** The control API's answers. */
export interface HostedAuthCompleted {
  accountId: string;
  redirectUrl: string;
}
export interface SandboxClock {
  now: string;
  nowMs: number;
  speed: number;
}
/** `GET /control/actions`: the action log's entries. */
export interface ActionList {
  items: ActionEntry[];
}
export interface SandboxDelivery {
  payload?: WebhookPayload;
  status: string;
  attempts: number;
}
export interface DeliveryList {
  items: SandboxDelivery[];
}
export interface SandboxFaults {
  latencyMs: number;
  restricted: string[];
  disconnected: string[];
}
export type { Behaviour as SandboxBehaviour } from '../db/sandbox-settings';

export interface Chat {
  id: string;
}
