import type { SandboxAccount } from '../accounts/account';
import { degreeOf, profileDistance, searchDistance, type TargetState } from '../network/network-state';
import { fullName, publicProfileUrl, type Post, type SandboxProfile } from '../population/profile';

export type Section = 'experience' | 'education' | 'skills';
const ALL_SECTIONS: Section[] = ['experience', 'education', 'skills'];

/** `linkedin_sections`: '*' or a list (comma-separated or repeated); `*_preview` names count too. */
export function parseSections(value: unknown): Set<Section> {
  const raw = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
  const names = raw.flatMap((v) => v.split(',')).map((v) => v.trim().replace(/_preview$/, ''));
  if (names.includes('*')) return new Set(ALL_SECTIONS);
  return new Set(ALL_SECTIONS.filter((s) => names.includes(s)));
}

export function avatarUrl(publicUrl: string, publicId: string): string {
  return `${publicUrl}/avatars/${encodeURIComponent(publicId)}.svg`;
}

export interface ProfileExtras {
  endorsed: Set<string>;
}

/** `GET /users/{identifier}`: a member as the account sees them. */
export function userProfile(
  publicUrl: string,
  account: SandboxAccount,
  p: SandboxProfile,
  state: TargetState,
  sections: Set<Section>,
  extras: ProfileExtras,
): Record<string, unknown> {
  const degree = degreeOf(account.id, p, state);
  const related = degree === 1;
  const body: Record<string, unknown> = {
    object: 'UserProfile',
    provider: 'LINKEDIN',
    provider_id: p.providerId,
    public_identifier: p.publicId,
    public_profile_url: publicProfileUrl(p.publicId),
    member_urn: `urn:li:member:${p.memberId}`,
    first_name: p.firstName,
    last_name: p.lastName,
    headline: p.headline,
    summary: p.summary,
    location: p.location,
    websites: p.websites,
    profile_picture_url: avatarUrl(publicUrl, p.publicId),
    profile_picture_url_large: avatarUrl(publicUrl, p.publicId),
    is_premium: p.isPremium,
    is_open_profile: p.isOpenProfile,
    is_influencer: false,
    is_creator: p.followerCount > 10_000,
    is_relationship: related,
    is_self: false,
    can_send_inmail: !related && p.allowsInmail,
    network_distance: profileDistance(degree),
    connections_count: p.connectionsCount,
    follower_count: p.followerCount,
    shared_connections_count: degree === 2 ? (p.index % 7) + 1 : 0,
    primary_locale: { country: p.country, language: 'en' },
  };
  if (state.pendingInvitationId) body.invitation = { type: 'SENT', status: 'PENDING' };
  if (related) body.contact_info = { emails: [p.email], phones: [], adresses: [], socials: [] };
  if (sections.has('experience')) {
    body.work_experience = p.experience.map((e) => ({
      position: e.position,
      company: e.company,
      location: e.location,
      description: e.description,
      skills: [],
      current: e.end === null,
      start: e.start,
      end: e.end,
    }));
  }
  if (sections.has('education')) {
    body.education = p.education.map((e) => ({
      school: e.school,
      degree: e.degree,
      field_of_study: e.fieldOfStudy,
      start: e.start,
      end: e.end,
    }));
  }
  if (sections.has('skills')) {
    body.skills = p.skills.map((s) => {
      const endorsed = extras.endorsed.has(s.endorsementId);
      return {
        name: s.name,
        endorsement_count: s.endorsementCount + (endorsed ? 1 : 0),
        endorsement_id: s.endorsementId,
        insights: [],
        endorsed,
      };
    });
  }
  return body;
}

/** `POST /linkedin/search` item for one member. */
export function searchResult(
  publicUrl: string,
  account: SandboxAccount,
  p: SandboxProfile,
  state: TargetState,
): Record<string, unknown> {
  const degree = degreeOf(account.id, p, state);
  return {
    object: 'SearchResult',
    type: 'PEOPLE',
    id: p.providerId,
    public_identifier: p.publicId,
    public_profile_url: publicProfileUrl(p.publicId),
    profile_url: `https://www.linkedin.com/in/${p.providerId}`,
    profile_picture_url: avatarUrl(publicUrl, p.publicId),
    profile_picture_url_large: avatarUrl(publicUrl, p.publicId),
    member_urn: `urn:li:member:${p.memberId}`,
    name: fullName(p),
    first_name: p.firstName,
    last_name: p.lastName,
    network_distance: searchDistance(degree),
    location: p.location,
    industry: p.industry,
    headline: p.headline,
    keywords_match: null,
    pending_invitation: state.pendingInvitationId !== null,
    can_send_inmail: degree !== 1 && p.allowsInmail,
    premium: p.isPremium,
    open_profile: p.isOpenProfile,
    shared_connections_count: degree === 2 ? (p.index % 7) + 1 : 0,
    current_positions: [
      { company: p.company, company_id: null, description: null, role: p.position, location: p.location },
    ],
  };
}

/** `GET /users/me`. */
export function ownerProfile(publicUrl: string, account: SandboxAccount): Record<string, unknown> {
  const o = account.owner;
  return {
    object: 'AccountOwnerProfile',
    provider: 'LINKEDIN',
    provider_id: o.providerId,
    entity_urn: `urn:li:fsd_profile:${o.providerId}`,
    object_urn: `urn:li:member:${o.memberId}`,
    first_name: o.firstName,
    last_name: o.lastName,
    profile_picture_url: avatarUrl(publicUrl, o.publicId),
    public_profile_url: publicProfileUrl(o.publicId),
    public_identifier: o.publicId,
    headline: o.headline,
    location: o.location,
    email: o.email,
    premium: o.premium,
    open_profile: false,
    occupation: o.headline,
    // No Recruiter or Sales Navigator seat: null, as the SDK's schema has it (the fields are required).
    recruiter: null,
    sales_navigator: null,
  };
}

export function postShape(publicUrl: string, post: Post, author: SandboxProfile): Record<string, unknown> {
  const id = post.socialId.split(':').pop();
  return {
    object: 'Post',
    provider: 'LINKEDIN',
    id,
    social_id: post.socialId,
    share_url: `https://www.linkedin.com/feed/update/${post.socialId}/`,
    date: post.date.slice(0, 10),
    parsed_datetime: post.date,
    text: post.text,
    attachments: [],
    author: {
      public_identifier: author.publicId,
      id: author.providerId,
      name: fullName(author),
      is_company: false,
      headline: author.headline,
      profile_picture_url: avatarUrl(publicUrl, author.publicId),
    },
    comment_counter: post.commentCount,
    impressions_counter: post.reactionCount * 20,
    reaction_counter: post.reactionCount,
    repost_counter: post.repostCount,
    is_repost: false,
    permissions: { can_post_comments: true, can_react: true, can_share: true },
  };
}
