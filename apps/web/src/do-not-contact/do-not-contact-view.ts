import type { DoNotContactAddedAnswer } from '@outflow/api-contract';

/** What the Do-Not-Contact screens say; pure, so unit-tested without a browser. */

/** The lines a refusal's body names ("Line 3: not a LinkedIn profile URL"), as the server named them. */
export function refusedLinesOf(body: unknown): string[] {
  const refused = (body as { refused?: Array<{ line: number; reason: string }> } | null)?.refused;
  return Array.isArray(refused) ? refused.map((r) => `Line ${r.line}: ${r.reason}`) : [];
}

/** What an add did, in a sentence. */
export function addedText({ added, alreadyListed, stopped }: DoNotContactAddedAnswer): string {
  const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;
  const parts = [`${people(added)} added to the Do-Not-Contact list`];
  if (alreadyListed > 0) parts.push(`${alreadyListed} already on it`);
  if (stopped > 0) parts.push(`${stopped} open ${stopped === 1 ? 'sequence' : 'sequences'} stopped`);
  return parts.join('; ');
}

/** How the inbox and the lead page name a member on the list: their own reply asked to stop, or a person put them there. */
export function doNotContactLabel(code: 'user' | 'asked-to-stop' | null): string | null {
  if (code === 'asked-to-stop') return 'Asked to stop — on the Do-Not-Contact list';
  if (code === 'user') return 'On the Do-Not-Contact list';
  return null;
}
