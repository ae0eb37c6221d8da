import { createContext, useContext } from 'react';

/** What a node or edge drawn on the canvas can ask the builder for. */
export interface SequenceCanvasActions {
  openEdge: (edgeId: string) => void;
}

export const SequenceCanvasActionsContext = createContext<SequenceCanvasActions>({ openEdge: () => undefined });

export const useSequenceCanvasActions = () => useContext(SequenceCanvasActionsContext);
