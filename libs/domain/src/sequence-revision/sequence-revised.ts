import type { DomainEvent } from '../events/event';
import type { Sequence } from '../sequence/sequence';
import type { SequenceEdge, SequenceNode } from '../sequence/sequence-graph';
import type { SequenceDiff } from './sequence-diff';
import type { SequenceMove } from './sequence-moves';

/**
 * A running or paused campaign's sequence was replaced by a new version (issue 21 item 5). It
 * lives on the campaign stream; every lead of the campaign folds it in the global order (like
 * reset-profiles): a lead waiting on a step that still exists goes on with its new parameters, a
 * lead waiting on a removed step goes where `moves` says, a lead that has ended keeps its story.
 * Version 1 is the sequence the campaign was created with.
 */
export type SequenceRevised = DomainEvent<
  'SequenceRevised',
  {
    campaignId: string;
    version: number;
    sequence: Sequence;
    graph: { nodes: SequenceNode[]; edges: SequenceEdge[] };
    diff: SequenceDiff;
    moves: SequenceMove[];
    /** Who revised it: the request's actor (user, api-key:<name>, support). */
    actor: string;
    occurredAt: string;
  }
>;
