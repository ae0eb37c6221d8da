import { canProviderPerform } from '@outflow/domain';

/**
 * The palette entries the builder offers, given what the LinkedIn provider can do (the actions of
 * `GET /api/linkedin/capabilities`): a step that asks the provider for an action it lacks is left
 * out; steps that ask nothing of it (delay, end) always stay. Generic over the entry type, so any
 * palette (today's, or one with Like/Endorse/Follow/InMail items) plugs in. Until the answer is
 * known (`null`), every entry is offered: the server refuses a step it cannot perform anyway.
 */
export function offeredPalette<T extends { readonly type: string }>(entries: readonly T[], supported: ReadonlySet<string> | null): T[] {
  return supported === null ? [...entries] : entries.filter((entry) => canProviderPerform(entry.type, supported));
}
