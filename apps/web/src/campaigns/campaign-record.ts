/** A campaign as GET /api/campaigns lists it (spec 02 §3 "server/list shape"), plus react-admin's id. */
export interface TargetStats {
  completed: number;
  running: number;
  paused: number;
  failed: number;
  total: number;
}

export interface CampaignRecord {
  id: string;
  _id: string;
  name: string;
  createdAt: string;
  status: string;
  progressStatus?: string | null;
  sequence?: { nodes: unknown[]; edges: unknown[] };
  targetCount?: number;
  targetsBySourceCount?: number | Record<string, number> | null;
  connectionAcceptRate?: number | null;
  responseRate?: number | null;
  targetStats?: TargetStats | null;
  /** Why a running campaign cannot act now (shown in place of "Running"). */
  statusReason?: { code: string; message: string; until: string | null } | null;
}

export type CampaignFromServer = Omit<CampaignRecord, 'id'>;
