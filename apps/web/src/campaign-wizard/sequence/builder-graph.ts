import type { Edge, Node } from '@xyflow/react';
import type { SequenceEdgeData, SequenceNodeData, SequenceNodeType } from '@outflow/domain';

/** The domain's node and edge shapes as React Flow holds them (it wants index-signature data). */
export type BuilderNodeData = SequenceNodeData & Record<string, unknown>;
export type BuilderNode = Node<BuilderNodeData, SequenceNodeType>;

export type BuilderEdgeData = SequenceEdgeData & Record<string, unknown>;
export type BuilderEdge = Edge<BuilderEdgeData, 'custom'>;
