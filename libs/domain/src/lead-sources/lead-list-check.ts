import { isLinkedInProfileUrl, normalizeProfileUrl, profileSlug } from './profile-url';

/** One entry of a lead source as the user gave it: a pasted line, a CSV row's cell, a search result. */
export interface LeadEntry {
  readonly text: string;
  /** Where it was: the line of the pasted text or the CSV file (1-based), the place in a search's results. */
  readonly line: number;
  /** The person's name, when the source gives it (a LinkedIn search does). */
  readonly name?: string | null;
}

export interface KeptLead {
  readonly profileUrl: string;
  readonly line: number;
  readonly name: string | null;
}

export interface DuplicateLead {
  readonly profileUrl: string;
  readonly line: number;
  /** The line the same person was first given on. */
  readonly firstLine: number;
}

export interface RefusedLead {
  readonly text: string;
  readonly line: number;
  readonly reason: string;
}

/** A lead source sorted out: the leads a campaign takes, the repeats dropped and the lines refused (with why). */
export interface LeadListCheck {
  readonly kept: KeptLead[];
  readonly duplicates: DuplicateLead[];
  readonly refused: RefusedLead[];
}

export const NOT_A_PROFILE_URL = 'not a LinkedIn profile URL';
export const NOT_A_PROFILE_PAGE = 'a LinkedIn page that is not a profile (linkedin.com/in/…)';
export const HAS_SPACES = 'more than one word: one profile URL per line';

/** Why a text is not a lead, or null when it is a LinkedIn profile URL. */
export function leadRefusalReason(text: string): string | null {
  const trimmed = text.trim();
  if (isLinkedInProfileUrl(trimmed)) return null;
  if (/\s/.test(trimmed)) return HAS_SPACES;
  if (/^(?:https?:\/\/)?(?:[a-z0-9-]+\.)?linkedin\.com(?:[/?#]|$)/i.test(trimmed)) return NOT_A_PROFILE_PAGE;
  return NOT_A_PROFILE_URL;
}

/**
 * Who a profile URL names: its handle, case-insensitive (LinkedIn's are), so `www.` or not, `http`
 * or `https`, a trailing slash or a query string make no second lead.
 */
export function profileKey(profileUrl: string): string {
  return (profileSlug(profileUrl) ?? normalizeProfileUrl(profileUrl)).toLowerCase();
}

/**
 * Sorts a lead source's entries (spec 02 §5, made strict), as they come: blank entries are skipped,
 * each other one is trimmed and kept when it is a LinkedIn profile URL (normalised to end with a
 * slash), a repeat of an earlier person is set aside as a duplicate, and anything else is refused
 * with the reason. The browser shows this before step 2; the server applies the same rules on creation.
 */
export class LeadListSorter {
  private readonly firstLineOf = new Map<string, number>();
  private readonly kept: KeptLead[] = [];
  private readonly duplicates: DuplicateLead[] = [];
  private readonly refused: RefusedLead[] = [];

  add(entry: LeadEntry): void {
    const text = entry.text.trim();
    if (text === '') return;
    const reason = leadRefusalReason(text);
    if (reason) {
      this.refused.push({ text, line: entry.line, reason });
      return;
    }
    const profileUrl = normalizeProfileUrl(text);
    const key = profileKey(profileUrl);
    const firstLine = this.firstLineOf.get(key);
    if (firstLine !== undefined) {
      this.duplicates.push({ profileUrl, line: entry.line, firstLine });
      return;
    }
    this.firstLineOf.set(key, entry.line);
    this.kept.push({ profileUrl, line: entry.line, name: entry.name?.trim() || null });
  }

  result(): LeadListCheck {
    return { kept: [...this.kept], duplicates: [...this.duplicates], refused: [...this.refused] };
  }
}

/** A whole lead source sorted out at once (LeadListSorter). */
export function checkLeadEntries(entries: readonly LeadEntry[]): LeadListCheck {
  const sorter = new LeadListSorter();
  for (const entry of entries) sorter.add(entry);
  return sorter.result();
}

/** The paste dialog's text: one entry per line. */
export function checkPastedLeads(text: string): LeadListCheck {
  return checkLeadEntries(text.split(/\r\n|\r|\n/).map((line, index) => ({ text: line, line: index + 1 })));
}
