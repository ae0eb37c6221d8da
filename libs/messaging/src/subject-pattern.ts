/**
 * NATS subject rules, shared so the in-process bus routes exactly like NATS does:
 * tokens are dot-separated, `*` matches one token, `>` (last token only) matches one or more.
 */
function tokens(subject: string): string[] {
  return subject.split('.');
}

/** True when `subject` (no wildcards) is matched by `pattern` (wildcards allowed). */
export function subjectMatches(pattern: string, subject: string): boolean {
  const p = tokens(pattern);
  const s = tokens(subject);
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '>') return s.length > i;
    if (i >= s.length) return false;
    if (p[i] !== '*' && p[i] !== s[i]) return false;
  }
  return p.length === s.length;
}

/** True when some subject is matched by both patterns (JetStream forbids that for two work-queue consumers). */
export function patternsOverlap(a: string, b: string): boolean {
  const x = tokens(a);
  const y = tokens(b);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    if (x[i] === '>' || y[i] === '>') return i < x.length && i < y.length;
    if (i >= x.length || i >= y.length) return false;
    if (x[i] !== '*' && y[i] !== '*' && x[i] !== y[i]) return false;
  }
  return true;
}

/** Rejects empty tokens and misplaced `>`; wildcards only where `allowWildcards`. */
export function assertValidSubject(subject: string, allowWildcards: boolean): void {
  const parts = tokens(subject);
  const bad = parts.some(
    (t, i) =>
      t === '' ||
      /\s/.test(t) ||
      (!allowWildcards && (t === '*' || t === '>')) ||
      (t === '>' && i !== parts.length - 1) ||
      (t.length > 1 && (t.includes('*') || t.includes('>'))),
  );
  if (bad) throw new Error(`Invalid ${allowWildcards ? 'subject pattern' : 'subject'}: "${subject}"`);
}
