import { DomainError } from '../errors';
import { MAX_ID_LENGTH, MAX_NAME_LENGTH } from '../input-bounds';
import { delayNodeProblem } from './delay-node';
import { variantsProblem, type MessageVariant } from '../variants/message-variant';
import { asTemplateVariable, templateVariables } from '../message-template/template-variables';
import { describePlaceholderProblem, suggestTemplateVariable } from '../message-template/placeholder-check';
import {
  MAX_CONNECTION_NOTE_LENGTH,
  MAX_MESSAGE_LENGTH,
  SEQUENCE_NODE_TYPES,
  type SequenceEdge,
  type SequenceNode,
  type SequenceNodeType,
} from './sequence-graph';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const bad = (field: string, message: string) => new DomainError(`${field} ${message}`, 'INVALID_SEQUENCE_SHAPE', field);

/**
 * What LinkedIn takes (spec 02 §9): a connection note and its alternative 300 characters, a message
 * 5,000; any other text param (AI instructions, a URL) no longer than a message either.
 */
function textParamProblem(
  type: SequenceNodeType,
  params: Record<string, unknown>,
): { key: string; max: number } | null {
  for (const [key, value] of Object.entries(params)) {
    if (typeof value !== 'string') continue;
    const note = type === 'send-connection' && (key === 'note' || key === 'alternativeMessage');
    const max = note ? MAX_CONNECTION_NOTE_LENGTH : MAX_MESSAGE_LENGTH;
    if (value.length > max) return { key, max };
  }
  return null;
}

/**
 * The builder graph as a request carries it, checked for shape before the graph rules run: every
 * node an object with an id and a known type, every edge with string ends. The browser sends
 * exactly this; anything else is refused naming the first bad field, and nothing is stored.
 */
export function parseSequenceGraph(input: unknown): { nodes: SequenceNode[]; edges: SequenceEdge[] } {
  if (!isObject(input)) throw bad('sequence', 'must be an object with nodes and edges');
  const { nodes, edges } = input;
  if (!Array.isArray(nodes)) throw bad('sequence.nodes', 'must be an array');
  if (edges !== undefined && !Array.isArray(edges)) throw bad('sequence.edges', 'must be an array');
  const parsedNodes = nodes.map((raw, i): SequenceNode => {
    const field = `sequence.nodes[${i}]`;
    if (!isObject(raw)) throw bad(field, 'must be an object');
    if (typeof raw.id !== 'string' || raw.id === '') throw bad(`${field}.id`, 'must be a non-empty string');
    if (raw.id.length > MAX_ID_LENGTH) throw bad(`${field}.id`, `must be at most ${MAX_ID_LENGTH} characters`);
    const data = isObject(raw.data) ? raw.data : {};
    const type = (typeof data.type === 'string' ? data.type : raw.type) as SequenceNodeType;
    if (!SEQUENCE_NODE_TYPES.includes(type))
      throw bad(`${field}.type`, `must be one of ${SEQUENCE_NODE_TYPES.join(', ')}`);
    if (data.params !== undefined && !isObject(data.params)) throw bad(`${field}.data.params`, 'must be an object');
    const tooLong = textParamProblem(type, (data.params as Record<string, unknown>) ?? {});
    if (tooLong) throw bad(`${field}.data.params.${tooLong.key}`, `must be at most ${tooLong.max} characters`);
    const variants = variantsProblem(type, (data.params as Record<string, unknown>) ?? {});
    if (variants) throw bad(`${field}.data.params.${variants.field}`, variants.message);
    if (typeof data.label === 'string' && data.label.length > MAX_NAME_LENGTH)
      throw bad(`${field}.data.label`, `must be at most ${MAX_NAME_LENGTH} characters`);
    const position = isObject(raw.position)
      ? { x: Number(raw.position.x) || 0, y: Number(raw.position.y) || 0 }
      : { x: 0, y: 0 };
    return {
      id: raw.id,
      type,
      position,
      data: {
        type,
        label: typeof data.label === 'string' ? data.label : type,
        params: withCleanVariants((data.params as Record<string, unknown>) ?? {}),
        ...(typeof data.delay === 'number' ? { delay: data.delay } : {}),
      },
    };
  });
  const parsedEdges = (edges ?? []).map((raw, i): SequenceEdge => {
    const field = `sequence.edges[${i}]`;
    if (!isObject(raw)) throw bad(field, 'must be an object');
    for (const end of ['source', 'target'] as const) {
      if (typeof raw[end] !== 'string' || raw[end] === '') throw bad(`${field}.${end}`, 'must be a non-empty string');
      if (raw[end].length > MAX_ID_LENGTH) throw bad(`${field}.${end}`, `must be at most ${MAX_ID_LENGTH} characters`);
    }
    const data = isObject(raw.data) ? raw.data : undefined;
    if (data?.delay !== undefined && (typeof data.delay !== 'number' || !(data.delay >= 0)))
      throw bad(`${field}.data.delay`, 'must be a number of ms, 0 or more');
    if (typeof raw.id === 'string' && raw.id.length > MAX_ID_LENGTH)
      throw bad(`${field}.id`, `must be at most ${MAX_ID_LENGTH} characters`);
    return {
      ...(raw as unknown as SequenceEdge),
      id: typeof raw.id === 'string' ? raw.id : `${String(raw.source)}-${String(raw.target)}-${i}`,
    };
  });
  parsedNodes.forEach(assertKnownPlaceholders);
  parsedNodes.forEach((node, i) => {
    const problem = node.type === 'delay' ? delayNodeProblem(node.data.params) : null;
    if (problem)
      throw bad(`sequence.nodes[${i}].data.params.${problem.field}`, `(node "${node.data.label}"): ${problem.message}`);
  });
  return { nodes: parsedNodes, edges: parsedEdges };
}

/** The params as given, with checked variants kept to their four fields (nothing else rides into the events). */
function withCleanVariants(params: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(params.variants)) return { ...params };
  const variants = (params.variants as MessageVariant[]).map(({ id, name, text, weight }) => ({
    id,
    name: name.trim(),
    text,
    ...(weight !== undefined ? { weight } : {}),
  }));
  return { ...params, variants };
}

const TEXT_PARAMS = ['message', 'alternativeMessage', 'note'] as const;
const PARAM_WORDS: Record<(typeof TEXT_PARAMS)[number], string> = {
  message: 'message',
  alternativeMessage: 'alternative message',
  note: 'note',
};

/**
 * A template may use only the editor's variables: `{{first_name}}` can never be filled, so the lead
 * would get the alternative (or a connection with no note) for a typo nobody saw. Refused at once,
 * naming the step and the placeholder as the editor does (the field names the node for programs).
 * AI-mode steps carry no template.
 */
function assertKnownPlaceholders(node: SequenceNode, index: number): void {
  if (node.data.params.isAI === true) return;
  for (const param of TEXT_PARAMS) {
    const text = node.data.params[param];
    if (typeof text !== 'string') continue;
    const unknown = templateVariables(text).find((name) => asTemplateVariable(name) === undefined);
    if (unknown === undefined) continue;
    const suggestion = suggestTemplateVariable(unknown);
    throw new DomainError(
      `The ${PARAM_WORDS[param]} of the step "${node.data.label}": ` +
        describePlaceholderProblem({ kind: 'unknown', placeholder: unknown, ...(suggestion ? { suggestion } : {}) }),
      'INVALID_SEQUENCE_SHAPE',
      `sequence.nodes[${index}].data.params.${param}`,
    );
  }
}
