import { notePreview, urlPreview, type SequenceNodeData } from '@outflow/domain';

export interface NodePreviews {
  /** The start of the message, note or AI instructions; empty when there is none. */
  note: string;
  /** The start of the profile or post URL; empty when the lead's own profile is used. */
  url: string;
}

/** What a node shows under its label on the canvas (spec §2), cut to the spec's lengths by the domain. */
export function nodePreviews({ type, params }: SequenceNodeData): NodePreviews {
  const text = params.isAI ? params.aiPrompt : type === 'send-connection' ? params.note : type === 'send-message' ? params.message : params.note;
  return { note: notePreview(text), url: urlPreview(params.profileUrl ?? params.postUrl) };
}
