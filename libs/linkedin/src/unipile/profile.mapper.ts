import type {
  LinkedInExperience,
  LinkedInMemberIdentity,
  LinkedInOwnProfile,
  LinkedInProfile,
  LinkedInRelation,
  LinkedInSkill,
} from '../linkedin-models';
import { connectionDegreeOf } from '../network-distance';
import { profileUrlFor } from '../profile-url';
import { count, flag, id, instant, list, record, text, texts, type Wire } from './wire-read';

/** The member's ids, profile URL and name, read alike from a UserProfile and an AccountOwnerProfile. */
function identityOf(raw: Wire): LinkedInMemberIdentity {
  const publicId = id(raw.public_identifier);
  const firstName = text(raw.first_name) ?? '';
  const lastName = text(raw.last_name) ?? '';
  return {
    providerId: id(raw.provider_id) ?? '',
    publicId,
    profileUrl: text(raw.public_profile_url) ?? (publicId ? profileUrlFor(publicId) : null),
    firstName,
    lastName,
    fullName: fullName(firstName, lastName),
  };
}

/** `GET /users/{identifier}` (object UserProfile) → LinkedInProfile. */
export function toLinkedInProfile(body: unknown): LinkedInProfile {
  const raw = record(body);
  const degree = connectionDegreeOf(raw.network_distance);
  const invitation = record(raw.invitation);
  const experience = list(raw.work_experience).map(toExperience);
  const current = experience.find((e) => e.current) ?? experience[0];
  const contact = record(raw.contact_info);
  return {
    ...identityOf(raw),
    headline: text(raw.headline),
    summary: text(raw.summary),
    location: text(raw.location),
    websites: texts(raw.websites),
    pictureUrl: text(raw.profile_picture_url_large) ?? text(raw.profile_picture_url),
    company: current?.company || null,
    position: current?.position || null,
    connectionDegree: degree,
    isConnected: degree === 1 || flag(raw.is_relationship),
    invitationPending: invitation.type === 'SENT' && invitation.status === 'PENDING',
    isPremium: flag(raw.is_premium),
    isOpenProfile: flag(raw.is_open_profile),
    canSendInmail: flag(raw.can_send_inmail),
    connectionsCount: count(raw.connections_count),
    followerCount: count(raw.follower_count),
    skills: list(raw.skills)
      .map(toSkill)
      .filter((s) => s.name !== ''),
    experience,
    education: list(raw.education).map((item) => {
      const e = record(item);
      return { school: text(e.school) ?? '', degree: text(e.degree), fieldOfStudy: text(e.field_of_study) };
    }),
    emails: texts(contact.emails),
  };
}

/** `GET /users/me` (object AccountOwnerProfile) → LinkedInOwnProfile. */
export function toOwnProfile(body: unknown): LinkedInOwnProfile {
  const raw = record(body);
  return {
    ...identityOf(raw),
    headline: text(raw.headline) ?? text(raw.occupation),
    location: text(raw.location),
    email: text(raw.email),
    pictureUrl: text(raw.profile_picture_url),
    isPremium: flag(raw.premium) || flag(raw.is_premium),
  };
}

/** An item of `GET /users/relations` (UserRelationsList). */
export function toRelation(item: unknown): LinkedInRelation {
  const raw = record(item);
  const publicId = id(raw.public_identifier);
  return {
    memberId: id(raw.member_id) ?? id(raw.member_urn),
    publicId,
    profileUrl: text(raw.public_profile_url) ?? (publicId ? profileUrlFor(publicId) : null),
    firstName: text(raw.first_name) ?? '',
    lastName: text(raw.last_name) ?? '',
    headline: text(raw.headline),
    pictureUrl: text(raw.profile_picture_url),
    connectedAt: instant(raw.created_at),
  };
}

function toSkill(item: unknown): LinkedInSkill {
  const raw = record(item);
  return {
    name: text(raw.name) ?? '',
    endorsementCount: count(raw.endorsement_count) ?? 0,
    endorsementId: id(raw.endorsement_id),
    endorsed: flag(raw.endorsed),
  };
}

function toExperience(item: unknown): LinkedInExperience {
  const raw = record(item);
  const end = text(raw.end);
  return {
    company: text(raw.company) ?? '',
    position: text(raw.position) ?? '',
    location: text(raw.location),
    start: text(raw.start),
    end,
    current: raw.current === undefined ? end === null : flag(raw.current),
  };
}

function fullName(first: string, last: string): string {
  return [first, last].filter(Boolean).join(' ');
}
