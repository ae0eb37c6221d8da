import { defaultCampaignDescription, normalizeProfileUrl, type SequenceEdge, type SequenceNode } from '@outflow/domain';
import type { BuilderEdge, BuilderNode } from './sequence/builder-graph';

/** How the lead list was made; the server keeps it with the campaign. */
export type CampaignLeadSource = 'manual' | 'csv' | 'search';

export interface CreateCampaignBody {
  name: string;
  description: string;
  leads: string[];
  /** The names a search gave, at the same places as `leads` ('' where unknown); sent only when one is known. */
  leadNames?: string[];
  sequence: { nodes: SequenceNode[]; edges: SequenceEdge[] };
  leadSource?: CampaignLeadSource;
  /** The senders (account ids) the campaign acts through; absent: the workspace's first sender. */
  senders?: string[];
}

export interface CampaignDraft {
  name: string;
  leads: readonly string[];
  leadNames?: readonly string[];
  leadSource?: CampaignLeadSource;
  /** Chosen only when the workspace has several senders; empty or absent: the body names none. */
  senders?: readonly string[];
  nodes: readonly BuilderNode[];
  edges: readonly BuilderEdge[];
}

/** Spec §5: 'Campaign' plus the current date, as YYYY-MM-DD in the user's own day. */
export function defaultCampaignName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `Campaign ${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A node as the API takes it: React Flow's own fields (selection, measured size) stay in the browser. */
export function toSequenceNode(node: BuilderNode): SequenceNode {
  const { type, label, params, delay } = node.data;
  return {
    id: node.id,
    type: node.type ?? type,
    position: { x: node.position.x, y: node.position.y },
    data: delay === undefined ? { type, label, params: { ...params } } : { type, label, params: { ...params }, delay },
  };
}

export function toSequenceEdge(edge: BuilderEdge): SequenceEdge {
  return {
    id: edge.id,
    source: edge.source,
    target: edge.target,
    sourceHandle: edge.sourceHandle ?? null,
    type: 'custom',
    ...(typeof edge.label === 'string' ? { label: edge.label } : {}),
    ...(edge.style ? { style: edge.style as Record<string, string | number> } : {}),
    ...(edge.className ? { className: edge.className } : {}),
    data: {
      ...(edge.data?.delay === undefined ? {} : { delay: edge.data.delay }),
      ...(edge.data?.status ? { status: edge.data.status } : {}),
    },
  };
}

/** POST /api/campaigns body (spec §3 "Campaign creation payload"); leads end with a slash. */
export function campaignPayload({
  name,
  leads,
  leadNames,
  leadSource,
  senders,
  nodes,
  edges,
}: CampaignDraft): CreateCampaignBody {
  const trimmed = name.trim();
  const kept = leads.map((url, index) => ({ url: normalizeProfileUrl(url), name: leadNames?.[index] ?? '' }));
  const sent = kept.filter((lead) => lead.url !== '');
  return {
    name: trimmed,
    description: defaultCampaignDescription(trimmed),
    leads: sent.map((lead) => lead.url),
    ...(sent.some((lead) => lead.name !== '') ? { leadNames: sent.map((lead) => lead.name) } : {}),
    sequence: { nodes: nodes.map(toSequenceNode), edges: edges.map(toSequenceEdge) },
    ...(leadSource ? { leadSource } : {}),
    ...(senders && senders.length > 0 ? { senders: [...senders] } : {}),
  };
}
