import { DomainError } from '../errors';

/**
 * What a sequence step asks of the LinkedIn provider, named as the sequence's action kinds
 * (sequence.ts), so a step's kind is the capability it needs. Delay and end-sequence need none.
 * The provider port answers which of these it supports; the builder offers only those, and the
 * API refuses a campaign with a step the provider cannot perform.
 */
export type ProviderAction =
  | 'view-profile'
  | 'send-connection'
  | 'send-message'
  | 'like-post'
  | 'endorse-skill'
  | 'follow-profile'
  | 'send-inmail'
  | 'check-connection'
  | 'check-response';

export const PROVIDER_ACTIONS: readonly ProviderAction[] = [
  'view-profile',
  'send-connection',
  'send-message',
  'like-post',
  'endorse-skill',
  'follow-profile',
  'send-inmail',
  'check-connection',
  'check-response',
];

/** How an action is named to the user (the builder's step names). */
export const PROVIDER_ACTION_LABELS: Readonly<Record<ProviderAction, string>> = {
  'view-profile': 'View Profile',
  'send-connection': 'Send Connection',
  'send-message': 'Send Message',
  'like-post': 'Like Post',
  'endorse-skill': 'Endorse Skill',
  'follow-profile': 'Follow',
  'send-inmail': 'Send InMail',
  'check-connection': 'Check Connection',
  'check-response': 'Check Response',
};

function isProviderAction(kind: unknown): kind is ProviderAction {
  return typeof kind === 'string' && (PROVIDER_ACTIONS as readonly string[]).includes(kind);
}

/** Whether a step of this kind can run: it needs nothing from the provider, or something the provider supports. */
export function canProviderPerform(kind: string, supported: ReadonlySet<string>): boolean {
  return !isProviderAction(kind) || supported.has(kind);
}

/**
 * Refuses a builder graph (as the request carries it) with a step the provider cannot perform,
 * naming the first such node: `sequence.nodes[3]: Follow is not supported by the LinkedIn provider`.
 * It reads each node's kind as parseSequenceGraph does (`data.type`, else `type`) and leaves every
 * other check of the graph's shape to it.
 */
export function assertProviderCanPerform(sequence: unknown, supported: ReadonlySet<string>): void {
  const nodes = (sequence as { nodes?: unknown } | null)?.nodes;
  if (!Array.isArray(nodes)) return;
  nodes.forEach((node, index) => {
    const raw = (node ?? {}) as { type?: unknown; data?: { type?: unknown } | null };
    const kind = typeof raw.data?.type === 'string' ? raw.data.type : raw.type;
    if (isProviderAction(kind) && !supported.has(kind)) {
      const field = `sequence.nodes[${index}]`;
      throw new DomainError(
        `${field}: ${PROVIDER_ACTION_LABELS[kind]} is not supported by the LinkedIn provider`,
        'ACTION_NOT_SUPPORTED',
        field,
      );
    }
  });
}
