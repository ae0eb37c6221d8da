import type { Post, SandboxProfile, Skill } from './profile';

/** The synthetic network held in memory, indexed for the lookups every request makes. */
export class Population {
  private readonly byProviderId = new Map<string, SandboxProfile>();
  private readonly byPublicId = new Map<string, SandboxProfile>();
  private readonly posts = new Map<string, { post: Post; author: SandboxProfile }>();
  private readonly endorsements = new Map<string, { skill: Skill; profile: SandboxProfile }>();
  /** Lower-cased text a keyword search looks through, one entry per profile. */
  readonly searchText: string[];

  constructor(readonly profiles: readonly SandboxProfile[]) {
    for (const p of profiles) {
      this.byProviderId.set(p.providerId, p);
      this.byPublicId.set(p.publicId, p);
      for (const post of p.posts) this.posts.set(post.socialId, { post, author: p });
      for (const skill of p.skills) this.endorsements.set(skill.endorsementId, { skill, profile: p });
    }
    this.searchText = profiles.map((p) =>
      [
        p.firstName,
        p.lastName,
        p.headline,
        p.company,
        p.position,
        p.location,
        p.industry,
        ...p.skills.map((s) => s.name),
      ]
        .join(' ')
        .toLowerCase(),
    );
  }

  get size(): number {
    return this.profiles.length;
  }

  byProvider(providerId: string): SandboxProfile | undefined {
    return this.byProviderId.get(providerId);
  }

  /** A provider id (`ACo…`), a public id (slug) or a profile URL `…/in/<slug-or-id>/`. */
  find(identifier: string): SandboxProfile | undefined {
    const id = identifierFrom(identifier);
    return this.byProviderId.get(id) ?? this.byPublicId.get(id) ?? this.byPublicId.get(id.toLowerCase());
  }

  post(socialId: string): { post: Post; author: SandboxProfile } | undefined {
    return this.posts.get(socialId);
  }

  endorsement(endorsementId: string): { skill: Skill; profile: SandboxProfile } | undefined {
    return this.endorsements.get(endorsementId);
  }
}

export function identifierFrom(identifierOrUrl: string): string {
  const trimmed = identifierOrUrl.trim();
  const match = /linkedin\.com\/in\/([^/?#]+)/i.exec(trimmed);
  return decodeURIComponent(match ? match[1] : trimmed);
}
