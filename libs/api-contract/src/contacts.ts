/** One member on the Do-Not-Contact list (`id` is their contact id: the member key). */
export interface DoNotContactEntry {
  readonly id: string;
  readonly profileUrl: string;
  readonly name: string | null;
  /** `user`: put there by a person; `asked-to-stop`: their reply asked not to be contacted again. */
  readonly code: 'user' | 'asked-to-stop';
  readonly reason: string | null;
  readonly since: string;
}

export interface DoNotContactPage {
  readonly items: DoNotContactEntry[];
  readonly total: number;
  readonly page: number;
  readonly perPage: number;
}

export interface DoNotContactAddedAnswer {
  readonly added: number;
  readonly alreadyListed: number;
  /** Open sequences of these members that ended at once. */
  readonly stopped: number;
}

/** A lead a new campaign left out, and why (issue 17: the person on the other end). */
export interface SkippedLeadAnswer {
  readonly profileUrl: string;
  readonly code: 'DO_NOT_CONTACT' | 'REPLIED_RECENTLY' | 'IN_ACTIVE_CAMPAIGN' | 'PREVIOUSLY_CONTACTED';
  readonly message: string;
  readonly campaignId?: string;
  readonly campaignName?: string;
}

/**
 * A LinkedIn member as the tenant's outreach knows them, across campaigns (`GET /api/contacts`):
 * whether they are on the Do-Not-Contact list, which campaign's sequence holds them now, and
 * whether they replied.
 */
export interface ContactEntry {
  readonly id: string;
  readonly profileUrl: string;
  readonly publicId: string | null;
  readonly name: string | null;
  readonly doNotContact: { readonly code: 'user' | 'asked-to-stop'; readonly reason: string | null } | null;
  readonly heldByCampaignId: string | null;
  readonly sequencesEnded: number;
  readonly lastOutcome: string | null;
  readonly repliedAt: string | null;
  readonly connectedAt: string | null;
}

export interface ContactPage {
  readonly items: ContactEntry[];
  readonly total: number;
  readonly page: number;
  readonly perPage: number;
}
