import { useCallback, useRef, useState } from 'react';
import { applyEdgeChanges, applyNodeChanges, type Connection, type EdgeChange, type NodeChange } from '@xyflow/react';
import type { SequenceNodeParams, SequenceNodeType } from '@outflow/domain';
import { createBuilderEdge, withDelay } from './builder-edges';
import type { BuilderEdge, BuilderNode } from './builder-graph';
import { createBuilderNode } from './builder-nodes';

export type SequenceGraph = ReturnType<typeof useSequenceGraph>;

/**
 * The builder's nodes and edges; it starts empty, so the sequence is cleared whenever the wizard
 * opens, or (revising a running campaign) on the sequence in force.
 */
export function useSequenceGraph(initial?: { nodes: BuilderNode[]; edges: BuilderEdge[] }) {
  const [nodes, setNodes] = useState<BuilderNode[]>(initial?.nodes ?? []);
  const [edges, setEdges] = useState<BuilderEdge[]>(initial?.edges ?? []);
  // Connecting needs the source node's type; a ref reads the latest nodes without re-creating callbacks.
  const nodesRef = useRef(nodes);
  nodesRef.current = nodes;

  const onNodesChange = useCallback(
    (changes: NodeChange<BuilderNode>[]) => setNodes((current) => applyNodeChanges(changes, current)),
    [],
  );
  const onEdgesChange = useCallback(
    (changes: EdgeChange<BuilderEdge>[]) => setEdges((current) => applyEdgeChanges(changes, current)),
    [],
  );

  const connect = useCallback((connection: Connection) => {
    const source = nodesRef.current.find((node) => node.id === connection.source);
    if (!source || connection.source === connection.target) return;
    setEdges((current) => [...current, createBuilderEdge(connection, source.data.type, Date.now())]);
  }, []);

  const addNode = useCallback((type: SequenceNodeType, position: { x: number; y: number }) => {
    setNodes((current) => [
      ...current,
      createBuilderNode(type, position, Date.now(), new Set(current.map((node) => node.id))),
    ]);
  }, []);

  const updateParams = useCallback((id: string, params: SequenceNodeParams) => {
    setNodes((current) => current.map((node) => (node.id === id ? { ...node, data: { ...node.data, params } } : node)));
  }, []);

  const removeNode = useCallback((id: string) => {
    setNodes((current) => current.filter((node) => node.id !== id));
    setEdges((current) => current.filter((edge) => edge.source !== id && edge.target !== id));
  }, []);

  const removeEdge = useCallback((id: string) => {
    setEdges((current) => current.filter((edge) => edge.id !== id));
  }, []);

  const setEdgeDelay = useCallback((id: string, delay: number) => {
    setEdges((current) => current.map((edge) => (edge.id === id ? withDelay(edge, delay) : edge)));
  }, []);

  return {
    nodes,
    edges,
    onNodesChange,
    onEdgesChange,
    connect,
    addNode,
    updateParams,
    removeNode,
    removeEdge,
    setEdgeDelay,
  };
}
