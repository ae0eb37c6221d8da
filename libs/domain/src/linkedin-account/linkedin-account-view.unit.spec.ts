import type { DomainEvent } from '../events/event';
import { DeciderSpecification } from '../testing/decider-specification';
import { linkedInAccountDecider } from './linkedin-account.decider';
import { linkedInAccountRequiredError, linkedInAccountView } from './linkedin-account-view';
import { adaProfile } from './test-profile';

const spec = DeciderSpecification(linkedInAccountDecider);
const connected: DomainEvent = {
  type: 'LinkedInAccountConnected',
  data: { accountId: 'acc_1', occurredAt: '2026-11-22T10:00:00.000Z', reconnect: false },
};
const synced: DomainEvent = {
  type: 'LinkedInAccountProfileSynced',
  data: {
    accountId: 'acc_1',
    ...adaProfile,
    occurredAt: '2026-11-22T10:01:00.000Z',
  },
};
const disconnected: DomainEvent = {
  type: 'LinkedInAccountDisconnected',
  data: { accountId: 'acc_1', reason: 'disconnected_account', occurredAt: '2026-11-22T11:00:00.000Z' },
};

describe('LinkedIn account response', () => {
  it('given no account, the view is null and calls needing LinkedIn answer ACCOUNT_NOT_FOUND', () => {
    expect(linkedInAccountView(spec.given().state())).toBeNull();
    expect(linkedInAccountRequiredError(spec.given().state())).toMatchObject({
      success: false,
      errorCode: 'ACCOUNT_NOT_FOUND',
      account: null,
    });
  });

  it('given a connected, synced account, the view is active with the profile and the last change time', () => {
    expect(linkedInAccountView(spec.given([connected, synced]).state())).toEqual({
      status: 'connected',
      isActive: true,
      accountId: 'acc_1',
      fullName: 'Ada Lovelace',
      headline: 'Analyst',
      profilePictureUrl: 'https://media.example/ada.jpg',
      email: 'ada@example.com',
      lastUpdated: '2026-11-22T10:01:00.000Z',
    });
    expect(linkedInAccountRequiredError(spec.given([connected, synced]).state())).toBeNull();
  });

  it('given a disconnected account, the view says disconnected and inactive, keeping the profile', () => {
    expect(linkedInAccountView(spec.given([connected, synced, disconnected]).state())).toMatchObject({
      status: 'disconnected',
      isActive: false,
      fullName: 'Ada Lovelace',
      lastUpdated: '2026-11-22T11:00:00.000Z',
    });
  });

  it('given a disconnected account, calls needing LinkedIn answer ACCOUNT_DISCONNECTED with the account, as the frontend detects', () => {
    const error = linkedInAccountRequiredError(spec.given([connected, synced, disconnected]).state());
    expect(error).toMatchObject({
      success: false,
      errorCode: 'ACCOUNT_DISCONNECTED',
      account: { status: 'disconnected', accountId: 'acc_1' },
    });
    expect(error?.message).toContain('LinkedIn account disconnected');
  });
});
