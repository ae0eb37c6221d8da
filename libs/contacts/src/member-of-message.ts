import { identityOfUrl, memberKeyOf, type MemberIdentity } from '@outflow/domain';
import type { LinkedInProvider } from '@outflow/linkedin';
import { findContactKeyByProviderId, type ReadModelDb } from '@outflow/read-models';

export interface Sender {
  readonly providerId: string | null;
  readonly name: string | null;
  readonly profileUrl: string | null;
}

/**
 * Which contact a message's sender is: by member id among the owner's contacts; else by the public
 * identifier of their profile URL (a provider may give a member-id URL instead); else by asking
 * LinkedIn for the member's profile, which names their public identifier. Null when none answers
 * (the message stays in the inbox; the next sweep tries again).
 */
export async function memberOfMessage(
  deps: { readonly db: ReadModelDb; readonly provider: LinkedInProvider | null },
  owner: { readonly ownerId: string; readonly accountId: string },
  sender: Sender,
): Promise<MemberIdentity | null> {
  const name = sender.name;
  const providerId = sender.providerId;
  if (providerId) {
    const key = await findContactKeyByProviderId(deps.db, owner.ownerId, providerId);
    if (key) return { memberKey: key, profileUrl: sender.profileUrl ?? urlOf(key), providerId, publicId: null, name };
  }
  const byUrl = sender.profileUrl
    ? identityOfUrl(sender.profileUrl, { providerId: providerId ?? undefined, name: name ?? undefined })
    : null;
  if (byUrl?.publicId) return byUrl;
  if (!providerId || !deps.provider) return byUrl;
  const profile = await deps.provider
    .getProfile(owner.accountId, { publicIdOrUrl: providerId, notify: false })
    .catch(() => null);
  const key = profile?.publicId ? memberKeyOf(profile.publicId) : null;
  if (!profile?.publicId || !key) return byUrl;
  return {
    memberKey: key,
    profileUrl: profile.profileUrl ?? urlOf(profile.publicId),
    providerId,
    publicId: profile.publicId,
    name: name ?? (profile.fullName || null),
  };
}

const urlOf = (publicId: string) => `https://www.linkedin.com/in/${encodeURIComponent(publicId)}/`;
