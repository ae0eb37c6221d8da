import {
  isProviderId,
  MAX_ID_LENGTH,
  MAX_NAME_LENGTH,
  MAX_RECEIVED_MESSAGE_LENGTH,
  MAX_URL_LENGTH,
  providerIdRule,
  type ProviderIdKind,
} from '@outflow/domain';
import { instant, list, record, type Wire } from './unipile/wire-read';

/**
 * What a webhook body may carry before anything of it is appended (issue 10): ids within
 * MAX_ID_LENGTH, names, URLs and message texts within LinkedIn's own sizes, times that read as
 * times. Checked on the wire body, so the problem names the field as the provider sent it.
 */
export interface WebhookFieldProblem {
  /** The wire path, e.g. `message_id`, `sender.attendee_name`, `attendees.0.attendee_profile_url`. */
  readonly field: string;
  readonly message: string;
}

/** `account`, `chat`, `message`: an id we later put in a provider call, held to the provider's alphabet and length. */
type Rule = 'id' | 'name' | 'url' | 'message' | 'instant' | { readonly provider: ProviderIdKind };

const MAX_LENGTH: Record<Exclude<Rule, 'instant' | object>, number> = {
  id: MAX_ID_LENGTH,
  name: MAX_NAME_LENGTH,
  url: MAX_URL_LENGTH,
  message: MAX_RECEIVED_MESSAGE_LENGTH,
};

const ACCOUNT: Rule = { provider: 'account' };

/** More than any LinkedIn conversation holds. */
const MAX_ATTENDEES = 500;

const ATTENDEE: Record<string, Rule> = {
  attendee_id: 'id',
  attendee_name: 'name',
  attendee_provider_id: 'id',
  attendee_profile_url: 'url',
};

function fieldProblem(value: unknown, field: string, rule: Rule): WebhookFieldProblem | null {
  if (rule === 'instant') {
    const given = typeof value === 'number' || (typeof value === 'string' && value.trim() !== '');
    return given && instant(value) === null ? { field, message: `${field} must be a date and time` } : null;
  }
  if (typeof value !== 'string') return null;
  if (typeof rule === 'object')
    return isProviderId(rule.provider, value)
      ? null
      : { field, message: `${field} must be a LinkedIn ${rule.provider} id (${providerIdRule(rule.provider)})` };
  const max = MAX_LENGTH[rule];
  return value.length > max ? { field, message: `${field} must be at most ${max} characters` } : null;
}

function firstProblem(raw: Wire, rules: Record<string, Rule>, prefix = ''): WebhookFieldProblem | null {
  for (const [key, rule] of Object.entries(rules)) {
    const problem = fieldProblem(raw[key], `${prefix}${key}`, rule);
    if (problem) return problem;
  }
  return null;
}

export function messageWebhookProblem(body: unknown): WebhookFieldProblem | null {
  const raw = record(body);
  const own = firstProblem(raw, {
    account_id: ACCOUNT,
    chat_id: { provider: 'chat' },
    message_id: 'id',
    event: 'id',
    timestamp: 'instant',
    message: 'message',
  });
  if (own) return own;
  const nested = firstProblem(record(raw.message), { text: 'message' }, 'message.');
  if (nested) return nested;
  const sender = firstProblem(record(raw.sender), ATTENDEE, 'sender.');
  if (sender) return sender;
  const attendees = list(raw.attendees);
  if (attendees.length > MAX_ATTENDEES)
    return { field: 'attendees', message: `attendees must be at most ${MAX_ATTENDEES}` };
  for (const [i, attendee] of attendees.entries()) {
    const problem = firstProblem(record(attendee), ATTENDEE, `attendees.${i}.`);
    if (problem) return problem;
  }
  return null;
}

export function relationWebhookProblem(body: unknown): WebhookFieldProblem | null {
  return firstProblem(record(body), {
    account_id: ACCOUNT,
    user_full_name: 'name',
    user_provider_id: 'id',
    user_public_identifier: 'id',
    user_profile_url: 'url',
    user_picture_url: 'url',
  });
}

export function accountStatusWebhookProblem(body: unknown): WebhookFieldProblem | null {
  const outer = record(body);
  const wrapped = outer.AccountStatus !== undefined;
  return firstProblem(
    wrapped ? record(outer.AccountStatus) : outer,
    { account_id: ACCOUNT, account_type: 'id', message: 'id', status: 'id' },
    wrapped ? 'AccountStatus.' : '',
  );
}

export function hostedAuthNotificationProblem(body: unknown): WebhookFieldProblem | null {
  return firstProblem(record(body), { account_id: ACCOUNT, accountId: ACCOUNT, status: 'id', name: 'id' });
}
