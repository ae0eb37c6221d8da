import { createContext, useContext } from 'react';

/** What a node or edge drawn on the canvas can ask the builder for. */
export interface SequenceCanvasActions {
  openEdge: (edgeId: string) => void;
  deleteEdge: (edgeId: string) => void;
  deleteNode: (nodeId: string) => void;
}

const nothing = () => undefined;

export const SequenceCanvasActionsContext = createContext<SequenceCanvasActions>({
  openEdge: nothing,
  deleteEdge: nothing,
  deleteNode: nothing,
});

export const useSequenceCanvasActions = () => useContext(SequenceCanvasActionsContext);
