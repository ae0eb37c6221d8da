import { notePreview, urlPreview, type SequenceNodeData } from '@outflow/domain';

export interface NodePreviews {
  /** The start of the message, note or AI instructions; empty when there is none. */
  note: string;
  /** The start of the profile or post URL; empty when the lead's own profile is used. */
  url: string;
}

/** What a node shows under its label on the canvas (spec §2), cut to the spec's lengths by the domain. */
export function nodePreviews({ type, params }: SequenceNodeData): NodePreviews {
  const text = params.isAI
    ? params.aiPrompt
    : type === 'send-connection'
      ? params.note
      : type === 'send-message' || type === 'send-inmail'
        ? params.message
        : type === 'delay'
          ? delayText(params)
          : params.note;
  return { note: notePreview(text), url: urlPreview(params.profileUrl ?? params.postUrl) };
}

/** A delay node's own wait, as the canvas shows it ("Wait 1 d 2 h"). */
function delayText(params: SequenceNodeData['params']): string {
  const parts = [
    params.days ? `${params.days} d` : '',
    params.hours ? `${params.hours} h` : '',
    params.minutes ? `${params.minutes} min` : '',
  ].filter(Boolean);
  return parts.length > 0 ? `Wait ${parts.join(' ')}` : '';
}
