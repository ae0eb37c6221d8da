import type { SequenceRevisionAnswer, SequenceRevisionPreview, SequenceVersions } from '@outflow/api-contract';
import type { SequenceEdge, SequenceNode } from '@outflow/domain';
import { apiRequest } from '../api/http-client';

/** Where the leads of one removed step go, as the save dialog sends it. */
export interface MoveChoice {
  from: string;
  to: 'next' | 'step' | 'finish';
  stepId?: string;
}

export interface SequenceBody {
  nodes: SequenceNode[];
  edges: SequenceEdge[];
}

const base = (campaignId: string) => `/campaigns/${encodeURIComponent(campaignId)}/sequence`;

export const fetchVersions = (campaignId: string) => apiRequest<SequenceVersions>(`${base(campaignId)}/versions`);

export const previewRevision = (campaignId: string, sequence: SequenceBody) =>
  apiRequest<SequenceRevisionPreview>(`${base(campaignId)}/preview`, { method: 'POST', body: { sequence } });

export const saveRevision = (campaignId: string, sequence: SequenceBody, moves: MoveChoice[]) =>
  apiRequest<SequenceRevisionAnswer>(base(campaignId), { method: 'PUT', body: { sequence, moves } });
