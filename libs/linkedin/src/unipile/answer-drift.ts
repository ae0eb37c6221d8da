import type { AnswerDrift } from '../linkedin-models';
import { explainMismatch, type SdkValidator } from './sdk-schemas';

/** Path segments of Unipile's v1 API that are names, not ids: everything else in a path is an id. */
const STATIC_SEGMENTS = new Set([
  'accounts',
  'hosted',
  'link',
  'users',
  'me',
  'relations',
  'invite',
  'sent',
  'posts',
  'reaction',
  'chats',
  'messages',
  'attendees',
  'chat_attendees',
  'webhooks',
  'linkedin',
  'search',
  'profile',
  'endorse',
  'follow',
]);

/** `GET ['users', 'ACo…']` → `GET /users/{id}`: one name per endpoint, whatever ids it was called with. */
export function callName(method: string, path: readonly string[]): string {
  return `${method} /${path.map((segment) => (STATIC_SEGMENTS.has(segment) ? segment : '{id}')).join('/')}`;
}

/** `/items/3/current_positions/0/company_id` → `/items/*\/current_positions/*\/company_id`: one name per field. */
function fieldName(pointer: string): string {
  return (pointer || '/').replace(/\/\d+(?=\/|$)/g, '/*');
}

/**
 * Notices when Unipile's answers drift from the schemas of Unipile's own SDK: each answer is
 * checked, every mismatch counted, and each (call, field) logged once with what was expected,
 * so a change on Unipile's side shows in the logs and on `/api/ready` without flooding either.
 * The answer itself is still used: the mappers read only the fields they need, tolerantly.
 */
export class AnswerDriftMonitor {
  private answers = 0;
  private mismatches = 0;
  private readonly seen = new Set<string>();

  constructor(private readonly log: (message: string) => void) {}

  /** Checks one answer of `call`; true when it matches. */
  check(call: string, validator: SdkValidator, body: unknown): boolean {
    const found = explainMismatch(validator, body);
    if (found.length === 0) return true;
    this.answers += 1;
    this.mismatches += found.length;
    for (const mismatch of found) {
      const field = fieldName(mismatch.path);
      const key = `${call} ${field}`;
      if (this.seen.has(key)) continue;
      this.seen.add(key);
      this.log(
        `LinkedIn provider answer drift: ${call} ${field}: ${mismatch.message} (got ${describe(mismatch.value)}); ` +
          `Unipile's SDK schema expects otherwise. Logged once per call and field.`,
      );
    }
    return false;
  }

  /**
   * The SDK's validator for one request, reporting here instead of to the console: it always
   * passes, so the SDK (at level `warn`) neither repeats the warning on every call nor throws.
   */
  watching(call: string, validator: SdkValidator): SdkValidator {
    return {
      Check: (value: unknown) => {
        this.check(call, validator, value);
        return true;
      },
      Errors: (value: unknown) => validator.Errors(value),
    };
  }

  report(): AnswerDrift {
    return { mismatchedAnswers: this.answers, mismatches: this.mismatches, mismatchedFields: [...this.seen].sort() };
  }
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  // JSON has no text for a function or a symbol: its type says enough.
  const text = JSON.stringify(value) ?? typeof value;
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
