import { DomainError } from '../errors';
import { DeciderSpecification } from '../testing/decider-specification';
import {
  linkedInAccountClaimDecider,
  type LinkedInAccountClaimCommand,
  type LinkedInAccountClaimed,
  type LinkedInAccountReleased,
} from './linkedin-account-claim';

const now = new Date('2026-11-22T10:00:00.000Z');
const spec = DeciderSpecification(linkedInAccountClaimDecider);
const claim = (userId: string): LinkedInAccountClaimCommand => ({
  type: 'ClaimLinkedInAccount',
  data: { accountId: 'acc_1', userId, now },
});
const release = (userId: string): LinkedInAccountClaimCommand => ({
  type: 'ReleaseLinkedInAccount',
  data: { accountId: 'acc_1', userId, now },
});
const claimed = (userId: string): LinkedInAccountClaimed => ({
  type: 'LinkedInAccountClaimed',
  data: { accountId: 'acc_1', userId, occurredAt: now.toISOString() },
});
const released = (userId: string): LinkedInAccountReleased => ({
  type: 'LinkedInAccountReleased',
  data: { accountId: 'acc_1', userId, occurredAt: now.toISOString() },
});

describe('LinkedIn account claims', () => {
  it('given a free account, when a user claims it, then it is theirs', () => {
    spec
      .given([])
      .when(claim('alice'))
      .then([claimed('alice')]);
  });

  it('given an account Alice holds, when she claims it again, then nothing is recorded', () => {
    spec
      .given([claimed('alice')])
      .when(claim('alice'))
      .thenNothing();
  });

  it('given an account Alice holds, when Bob claims it, then he is refused naming accountId', () => {
    spec
      .given([claimed('alice')])
      .when(claim('bob'))
      .thenThrows({ code: 'ACCOUNT_OWNED_BY_ANOTHER_USER', field: 'accountId' }, DomainError);
  });

  it('given an account Alice holds, when Bob releases it, then nothing changes', () => {
    spec
      .given([claimed('alice')])
      .when(release('bob'))
      .thenNothing();
  });

  it('given an account Alice released, when Bob claims it, then it is his', () => {
    spec
      .given([claimed('alice')])
      .when(release('alice'))
      .then([released('alice')]);
    spec
      .given([claimed('alice'), released('alice')])
      .when(claim('bob'))
      .then([claimed('bob')]);
  });
});
