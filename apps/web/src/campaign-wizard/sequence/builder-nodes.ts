import {
  connectionWaitParams,
  DEFAULT_AI_CHAR_LIMIT_CONNECTION,
  DEFAULT_AI_CHAR_LIMIT_MESSAGE,
  DEFAULT_WAIT_FOR_ACCEPTANCE_DAYS,
  type SequenceNodeParams,
  type SequenceNodeType,
} from '@outflow/domain';
import type { BuilderNode } from './builder-graph';

export const NODE_LABELS: Readonly<Record<SequenceNodeType, string>> = {
  'send-connection': 'Send Connection',
  'send-message': 'Send Message',
  'view-profile': 'View Profile',
  'check-connection': 'Check Connection',
  delay: 'Delay',
  'like-post': 'Like a Recent Post',
  'end-sequence': 'End Sequence',
  'endorse-skill': 'Endorse Skills',
  'follow-profile': 'Follow',
  'send-inmail': 'Send InMail',
};

/** Nodes whose outcome branches: they leave through a 'true' and a 'false' handle (spec §3). */
export function isConditionalNode(type: SequenceNodeType): boolean {
  return type === 'check-connection' || type === 'send-connection';
}

/** What a dropped node starts with: empty texts, AI off with its default limit, waiting for acceptance. */
export function defaultNodeParams(type: SequenceNodeType): SequenceNodeParams {
  if (type === 'send-message' || type === 'send-inmail') {
    return {
      message: '',
      alternativeMessage: '',
      isAI: false,
      aiPrompt: '',
      aiCharLimit: DEFAULT_AI_CHAR_LIMIT_MESSAGE,
    };
  }
  if (type === 'delay') return { days: 1, hours: 0, minutes: 0 };
  if (type === 'send-connection') {
    return {
      note: '',
      alternativeMessage: '',
      isAI: false,
      aiPrompt: '',
      aiCharLimit: DEFAULT_AI_CHAR_LIMIT_CONNECTION,
      ...connectionWaitParams('wait', DEFAULT_WAIT_FOR_ACCEPTANCE_DAYS),
    };
  }
  return {};
}

/** Spec §3: a node id is its type plus a timestamp; two nodes added in the same millisecond still differ. */
export function newNodeId(type: SequenceNodeType, now: number, taken: ReadonlySet<string>): string {
  let stamp = now;
  while (taken.has(`${type}-${stamp}`)) stamp += 1;
  return `${type}-${stamp}`;
}

export function createBuilderNode(
  type: SequenceNodeType,
  position: { x: number; y: number },
  now: number,
  taken: ReadonlySet<string>,
): BuilderNode {
  return {
    id: newNodeId(type, now, taken),
    type,
    position,
    data: { type, label: NODE_LABELS[type], params: defaultNodeParams(type) },
  };
}
