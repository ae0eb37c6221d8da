import { DomainError } from '../errors';
import type { BranchCase, BranchField, Sequence, SequenceStep, StepBranch } from './sequence';
import {
  DEFAULT_AI_CHAR_LIMIT_CONNECTION,
  DEFAULT_AI_CHAR_LIMIT_MESSAGE,
  DEFAULT_STEP_DELAY_MS,
  type SequenceEdge,
  type SequenceNode,
  type SequenceNodeParams,
  type SequenceNodeType,
} from './sequence-graph';
import { invalidSequenceMessage, startNodes, validateSequence } from './validate-sequence';

/** Resolved by the runner with each lead's own profile URL. */
export const PROFILE_URL_PLACEHOLDER = '{{profileUrl}}';

/** The field each conditional node branches on (spec §4). */
const BRANCH_FIELDS: Partial<Record<SequenceNodeType, BranchField>> = {
  'check-connection': 'isConnected',
  'send-connection': 'connectionStatus',
};

/** Nodes whose action targets the lead's profile, so they need a profile URL to act on. */
const PROFILE_ACTIONS: ReadonlySet<SequenceNodeType> = new Set<SequenceNodeType>([
  'view-profile',
  'check-connection',
  'send-connection',
  'send-message',
  'endorse-skill',
  'follow-profile',
  'send-inmail',
]);

export interface ConvertSequenceOptions {
  name: string;
  description?: string;
  /** Leads the campaign starts with; when present, profile actions get the profile URL placeholder. */
  leads?: readonly string[];
  /** Supplies the random part of the id, which keeps this function pure. */
  newId: () => string;
}

export interface ConvertedSequence {
  sequence: Sequence;
  warnings: string[];
}

/**
 * Spec §4 "Sequence conversion": the builder graph becomes the step map the runner walks.
 * It validates first (spec §5) and throws the 'Invalid sequence: …' DomainError, so no caller can
 * launch a graph the runner cannot walk.
 */
export function convertSequence(
  nodes: readonly SequenceNode[],
  edges: readonly SequenceEdge[],
  options: ConvertSequenceOptions,
): ConvertedSequence {
  const validation = validateSequence(nodes, edges);
  if (!validation.valid)
    throw new DomainError(invalidSequenceMessage(validation.errors), 'INVALID_SEQUENCE', 'sequence');

  const warnings: string[] = [];
  const withLeads = (options.leads?.length ?? 0) > 0;
  const steps: Record<string, SequenceStep> = {};
  for (const node of nodes) {
    const outgoing = validation.edges.filter((edge) => edge.source === node.id);
    const params = stepParams(node, withLeads, warnings);
    steps[node.id] = { id: node.id, action: node.data.type, params, ...wayOn(node, outgoing, warnings) };
  }

  return {
    sequence: {
      id: `seq_${options.newId()}`,
      name: options.name,
      description: options.description ?? '',
      initialStep: startNodes(nodes, validation.edges)[0].id,
      autoRun: true,
      defaultDelay: DEFAULT_STEP_DELAY_MS,
      steps,
    },
    warnings,
  };
}

/** Where a step goes after it ran, and after how long. */
function wayOn(
  node: SequenceNode,
  outgoing: readonly SequenceEdge[],
  warnings: string[],
): Pick<SequenceStep, 'next' | 'delay'> {
  const field = BRANCH_FIELDS[node.data.type];
  const handled = outgoing.filter((edge) => edge.sourceHandle === 'true' || edge.sourceHandle === 'false');
  if (field && handled.length > 0) {
    for (const edge of outgoing.filter((e) => !handled.includes(e))) {
      warnings.push(`Node ${node.id}: connection ${edge.id} leaves from no true/false handle and is ignored`);
    }
    return { next: branch(node, field, handled, warnings) };
  }
  if (outgoing.length === 1) {
    const delay = outgoing[0].data?.delay;
    return delay === undefined ? { next: outgoing[0].target } : { next: outgoing[0].target, delay };
  }
  if (outgoing.length > 1) {
    warnings.push(
      `Node ${node.id} has ${outgoing.length} outgoing connections and no branching rule; it ends the sequence`,
    );
  }
  return { next: null };
}

function branch(
  node: SequenceNode,
  field: BranchField,
  edges: readonly SequenceEdge[],
  warnings: string[],
): StepBranch {
  const side = (handle: 'true' | 'false'): BranchCase | null => {
    const matching = edges.filter((edge) => edge.sourceHandle === handle);
    if (matching.length === 0) return null;
    if (matching.length > 1) {
      warnings.push(
        `Node ${node.id} has ${matching.length} connections on its ${handle} handle; only ${matching[0].id} is kept`,
      );
    }
    const delay = matching[0].data?.delay;
    return delay === undefined ? { next: matching[0].target } : { next: matching[0].target, delay };
  };
  return { field, true: side('true'), false: side('false') };
}

/** A copy of the node's params, normalised for AI (spec §5) and for per-lead profile URLs. */
function stepParams(node: SequenceNode, withLeads: boolean, warnings: string[]): SequenceNodeParams {
  const type = node.data.type;
  const params: SequenceNodeParams = { ...node.data.params };
  if (params.isAI && (type === 'send-message' || type === 'send-inmail' || type === 'send-connection')) {
    if (!params.aiPrompt?.trim()) {
      warnings.push(`Node ${node.id} uses AI but has no prompt; an empty prompt is used`);
      params.aiPrompt = '';
    }
    if (typeof params.aiCharLimit !== 'number' || !Number.isFinite(params.aiCharLimit)) {
      params.aiCharLimit =
        type === 'send-connection' ? DEFAULT_AI_CHAR_LIMIT_CONNECTION : DEFAULT_AI_CHAR_LIMIT_MESSAGE;
    }
    // The AI writes the text per lead; a leftover plain text must not be sent instead.
    if (type === 'send-connection') params.note = '';
    else params.message = '';
  }
  if (withLeads && PROFILE_ACTIONS.has(type) && !params.profileUrl) params.profileUrl = PROFILE_URL_PLACEHOLDER;
  return params;
}
