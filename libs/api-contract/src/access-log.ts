/** One read support staff made of the user's data. */
export interface AccessLogEntry {
  readonly id: string;
  readonly supportName: string;
  readonly supportEmail: string;
  readonly what: string;
  /** The read in words (Campaign timeline, Campaign replay...). */
  readonly label: string;
  readonly campaignId: string | null;
  /** The campaign's name when it still exists: what the user knows it by. */
  readonly campaignName: string | null;
  readonly detail: string | null;
  readonly at: string;
}

/** `GET /api/access-log`. */
export interface AccessLogPage {
  readonly entries: AccessLogEntry[];
  readonly total: number;
  readonly page: number;
  readonly perPage: number;
}
