import { profileSlug } from '../lead-sources/profile-url';

/**
 * A LinkedIn member's key among an owner's contacts: the public identifier of their profile URL
 * (`/in/{slug}`), percent-decoded and lowercased (LinkedIn's public identifiers ignore case). It is
 * known the moment a lead is added, before any call to LinkedIn; the member id (`providerId`) is
 * learnt later and kept beside it.
 */
export type MemberKey = string;

/** Longest public identifier kept (LinkedIn's own are at most 100 characters). */
const MAX_MEMBER_KEY = 200;

export function memberKeyOf(profileUrlOrPublicId: string): MemberKey | null {
  const raw = profileUrlOrPublicId.includes('/') ? profileSlug(profileUrlOrPublicId) : profileUrlOrPublicId;
  const key = raw?.trim().toLowerCase();
  if (!key || key.length > MAX_MEMBER_KEY || /[\s/?#]/.test(key)) return null;
  return key;
}

/**
 * LinkedIn member ids (`ACoAAB…`, `ACwAAB…`) also appear as `/in/{id}` URLs (a provider's webhook
 * gives such addresses): such a slug names the member by id, not by public identifier.
 */
export function isMemberIdSlug(slug: string): boolean {
  return /^AC[A-Za-z0-9_-]{20,}$/.test(slug);
}

/** A lead's identity as far as it is known: what the contacts are keyed and matched by. */
export interface MemberIdentity {
  readonly memberKey: MemberKey;
  readonly profileUrl: string;
  readonly providerId: string | null;
  readonly publicId: string | null;
  readonly name: string | null;
}

/** The identity a profile URL gives on its own (a member-id URL gives the id; a vanity URL the public identifier). */
export function identityOfUrl(profileUrl: string, known: Partial<MemberIdentity> = {}): MemberIdentity | null {
  const slug = profileSlug(profileUrl);
  const memberKey = memberKeyOf(profileUrl);
  if (!slug || !memberKey) return null;
  const byId = isMemberIdSlug(slug);
  return {
    memberKey,
    profileUrl,
    providerId: known.providerId ?? (byId ? slug : null),
    publicId: known.publicId ?? (byId ? null : slug),
    name: known.name ?? null,
  };
}
