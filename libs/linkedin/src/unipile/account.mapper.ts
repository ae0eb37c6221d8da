import { accountStatusOf, worstSourceStatus } from '../account-status';
import type { LinkedInAccount } from '../linkedin-models';
import { id, list, record, text, texts } from './wire-read';

/** `GET /accounts/{id}` (object Account) → LinkedInAccount, status from `sources[].status`. */
export function toLinkedInAccount(body: unknown, requestedId: string): LinkedInAccount {
  const raw = record(body);
  const im = record(record(raw.connection_params).im);
  const sourceStatuses = list(raw.sources)
    .map((source) => text(record(source).status))
    .filter((status): status is string => status !== null);
  const providerStatus = worstSourceStatus(sourceStatuses);
  return {
    accountId: id(raw.id) ?? requestedId,
    name: text(raw.name),
    createdAt: text(raw.created_at),
    status: accountStatusOf(providerStatus),
    providerStatus,
    providerId: id(im.id),
    username: text(im.username),
    premiumFeatures: texts(im.premiumFeatures),
  };
}

/** The hosted-auth answer's object name and status vary (§9.1): read only `url`. */
export function hostedAuthUrlOf(body: unknown): string {
  const url = text(record(body).url);
  if (!url) throw new TypeError('The hosted auth answer carries no url');
  return url;
}
