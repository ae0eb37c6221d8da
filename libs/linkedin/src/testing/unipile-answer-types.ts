/**
 * Unipile's answers (the recorded ones in unipile/fixtures and the sandbox's live ones) as the test
 * suites read them: the fields a suite looks at, not the whole shape (the SDK's schemas hold that).
 * Declared once for the adapter's answer checks, the sandbox's suites and the API's LinkedIn suites;
 * a suite names the answer it expects when it calls, e.g. `client.api<Page<Chat>>('GET', '/chats')`.
 */

/** Unipile's error body (`errors/...`), also what the sandbox's control API refuses with. */
export interface ErrorBody {
  status: number;
  type: string;
  title: string;
}

/** A list answer, as the sandbox's control API gives it too (`/control/deliveries`, `/control/actions`). */
export interface Items<T> {
  items: T[];
}

/** A Unipile list answer: `object` names the list (`ChatList`, `InvitationList`, ...). */
export interface Page<T> extends Items<T> {
  object: string;
  cursor: string | null;
}

/** A member as a people search lists it. */
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

/** A page of people search, with the total LinkedIn would show. */
export interface SearchPage extends Page<SearchMember> {
  paging: { start: number; page_count: number; total_count: number };
}

export interface HostedLink {
  url: string;
}

export interface AccountAnswer {
  id: string;
  name: string;
  created_at: string;
  connection_params: { im: { id: string; username: string } };
  sources: { id: string; status: string }[];
}

/** The account owner's profile (`/users/me`). */
export interface OwnProfile {
  provider_id: string;
  public_identifier: string;
  first_name: string;
  last_name: string;
  email: string;
  premium: boolean;
  headline?: string | null;
  occupation?: string | null;
}

export interface UserProfile {
  provider_id: string;
  public_identifier: string;
  first_name: string;
  last_name: string;
  headline: string;
  network_distance: string;
  profile_picture_url?: string;
  profile_picture_url_large?: string;
  invitation?: { type: string; status: string };
  is_premium?: boolean;
  can_send_inmail?: boolean;
  follower_count?: number;
  connections_count?: number;
  work_experience?: { company: string; position: string; current?: boolean }[];
  education?: { school: string }[];
  skills?: { name: string; endorsement_count: number; endorsement_id?: string | null; endorsed?: boolean }[];
  contact_info?: { emails?: string[] };
}

/** A profile asked for with `linkedin_sections=*` (or `=skills`): the sections are there. */
export interface UserProfileWithSections extends UserProfile {
  work_experience: { company: string; position: string; current?: boolean }[];
  education: { school: string }[];
  skills: { name: string; endorsement_id: string; endorsement_count: number; endorsed: boolean }[];
}

export interface Relation {
  member_id: string;
  public_identifier: string;
  first_name: string;
  last_name: string;
  created_at: number | string;
}

/** A sent invitation (`/users/invite/sent`). */
export interface Invitation {
  id: string;
  invitation_text: string;
  invited_user_id: string;
  invited_user_public_id?: string | null;
  invited_user: string;
  parsed_datetime?: string | null;
  date: string;
}

export interface Post {
  id: string;
  social_id: string;
  text: string;
  share_url: string;
  parsed_datetime: string;
}

export interface Chat {
  id: string;
  account_id: string;
  attendee_provider_id: string;
  name: string | null;
  timestamp: string | null;
  unread_count: number;
  content_type?: string;
}

export interface Message {
  id: string;
  chat_id: string;
  sender_id: string;
  text: string | null;
  timestamp: string;
  is_sender: number;
  seen: number;
  deleted: number;
}

export interface ChatAttendee {
  id: string;
  provider_id: string;
  name: string;
  is_self: number;
  specifics: { network_distance: string };
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

/** A body POSTed to a webhook or notify URL: the fields the suites match on. */
export interface WebhookPayload {
  account_id?: string;
  user_provider_id?: string;
  user_public_identifier?: string;
  message?: string;
  message_id?: string;
  AccountStatus?: { account_id: string; account_type: string; message: string };
}

/** The sandbox's control API: a hosted-auth link completed as the browser would. */
export interface HostedAuthCompleted {
  accountId: string;
  status: string;
  /** Where the sandbox's page sends the browser back, if the link named a return URL. */
  redirectUrl: string | null;
}

/** A webhook or notify delivery the sandbox made or tried (`GET /control/deliveries`). */
export interface SandboxDelivery {
  kind: string;
  url: string;
  status: string;
  attempts: number;
  last_error: string | null;
  payload: WebhookPayload;
}
