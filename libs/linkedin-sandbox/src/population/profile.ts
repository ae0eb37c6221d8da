/** Who a sandbox member is: the ids and name every member and every account's owner have. */
export interface MemberIdentity {
  providerId: string;
  publicId: string;
  memberId: string;
  firstName: string;
  lastName: string;
  headline: string;
  location: string;
  email: string;
}

/** One synthetic LinkedIn member, as generated from the seed and stored once in Postgres. */
export interface SandboxProfile extends MemberIdentity {
  index: number;
  summary: string;
  company: string;
  position: string;
  industry: string;
  country: string;
  geoUrn: string;
  websites: string[];
  isPremium: boolean;
  isOpenProfile: boolean;
  /** Whether an InMail from a sandbox account reaches this member. */
  allowsInmail: boolean;
  connectionsCount: number;
  followerCount: number;
  experience: Experience[];
  education: Education[];
  skills: Skill[];
  posts: Post[];
}

export interface Experience {
  company: string;
  position: string;
  location: string;
  start: string;
  end: string | null;
  description: string;
}

export interface Education {
  school: string;
  degree: string;
  fieldOfStudy: string;
  start: string;
  end: string;
}

export interface Skill {
  name: string;
  endorsementId: string;
  endorsementCount: number;
}

export interface Post {
  socialId: string;
  text: string;
  date: string;
  reactionCount: number;
  commentCount: number;
  repostCount: number;
}

export function publicProfileUrl(publicId: string): string {
  return `https://www.linkedin.com/in/${publicId}`;
}

export function fullName(p: { firstName: string; lastName: string }): string {
  return `${p.firstName} ${p.lastName}`;
}
