import { DomainError } from '../errors';

/** A campaign acts through at most this many senders. */
export const MAX_CAMPAIGN_SENDERS = 50;

/** The shape of a campaign's sender list: 1–50 distinct account ids (whose they are is the caller's to check). */
export function checkCampaignSenders(senders: readonly string[]): void {
  if (senders.length === 0) throw new DomainError('Name at least one sender', 'SENDERS_REQUIRED', 'senders');
  if (senders.length > MAX_CAMPAIGN_SENDERS)
    throw new DomainError(`At most ${MAX_CAMPAIGN_SENDERS} senders`, 'TOO_MANY_SENDERS', 'senders');
  if (senders.some((s) => typeof s !== 'string' || s.trim() === ''))
    throw new DomainError('Each sender is an account id', 'SENDER_INVALID', 'senders');
  if (new Set(senders).size !== senders.length)
    throw new DomainError('Each sender may be named once', 'SENDERS_DUPLICATED', 'senders');
}
