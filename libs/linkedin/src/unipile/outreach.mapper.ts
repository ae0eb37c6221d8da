import type { LinkedInPost, LinkedInSearchPerson, LinkedInSentInvitation } from '../linkedin-models';
import { profileUrlFor } from '../profile-url';
import { count, id, messageText, record, text } from './wire-read';

/** An item of `GET /users/invite/sent` (InvitationList). */
export function toSentInvitation(item: unknown): LinkedInSentInvitation {
  const raw = record(item);
  const publicId = id(raw.invited_user_public_id);
  return {
    invitationId: id(raw.id) ?? '',
    providerId: id(raw.invited_user_id),
    publicId,
    profileUrl: publicId ? profileUrlFor(publicId) : null,
    name: text(raw.invited_user),
    sentAt: text(raw.parsed_datetime) ?? text(raw.date),
    note: text(raw.invitation_text),
  };
}

/**
 * The profile URL of a people search result: the public URL when given, else one built from the
 * public id, else `profile_url` (which may hold a provider-id address).
 */
export function searchResultProfileUrl(item: unknown): string | null {
  const raw = record(item);
  if (raw.type !== undefined && (typeof raw.type !== 'string' || raw.type.toUpperCase() !== 'PEOPLE')) return null;
  const publicId = id(raw.public_identifier);
  return text(raw.public_profile_url) ?? (publicId ? profileUrlFor(publicId) : null) ?? text(raw.profile_url);
}

/** A people search result with its name and headline, or null for other results. */
export function searchResultPerson(item: unknown): LinkedInSearchPerson | null {
  const profileUrl = searchResultProfileUrl(item);
  if (!profileUrl) return null;
  const raw = record(item);
  const name = text(raw.name) ?? ([text(raw.first_name), text(raw.last_name)].filter(Boolean).join(' ') || null);
  return { profileUrl, name, headline: text(raw.headline) };
}

/** `paging.total_count`, the search's only total (§5); its exactness is uncertain (§9.6). */
export function searchTotalOf(body: unknown): number | null {
  return count(record(record(body).paging).total_count);
}

/** An item of `GET /users/{identifier}/posts`. */
export function toPost(item: unknown): LinkedInPost {
  const raw = record(item);
  const postId = id(raw.id) ?? '';
  return {
    postId,
    socialId: id(raw.social_id) ?? postId,
    text: messageText(raw.text),
    url: text(raw.share_url) ?? text(raw.url),
    createdAt: text(raw.parsed_datetime) ?? text(raw.date),
  };
}
