import { DeciderSpecification } from '../testing/decider-specification';
import {
  HOSTED_AUTH_LINK_TTL_MS,
  hostedAuthLinkDecider,
  type HostedAuthLinkCommand,
  type HostedAuthLinkIssued,
} from './hosted-auth-links';

const t0 = new Date('2026-11-22T10:00:00.000Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const spec = DeciderSpecification(hostedAuthLinkDecider);

const issued = (reconnectAccountId: string | null = null): HostedAuthLinkIssued => ({
  type: 'HostedAuthLinkIssued',
  data: {
    linkId: 'link-1',
    userId: 'alice',
    notifyTokenHash: 'hash-1',
    reconnectAccountId,
    occurredAt: t0.toISOString(),
    expiresAt: new Date(t0.getTime() + HOSTED_AUTH_LINK_TTL_MS).toISOString(),
  },
});
const use = (
  options: { hash?: string; userId?: string; accountId?: string; minute?: number } = {},
): HostedAuthLinkCommand => ({
  type: 'UseHostedAuthLink',
  data: {
    notifyTokenHash: options.hash ?? 'hash-1',
    userId: options.userId ?? 'alice',
    accountId: options.accountId ?? 'acc_1',
    now: at(options.minute ?? 5),
  },
});

describe('hosted-auth links and their notify tokens', () => {
  it("given nothing, when a link is issued, then its token's hash and user are recorded, expiring an hour later", () => {
    spec
      .given([])
      .when({
        type: 'IssueHostedAuthLink',
        data: { linkId: 'link-1', userId: 'alice', notifyTokenHash: 'hash-1', reconnectAccountId: null, now: t0 },
      })
      .then([issued()]);
  });

  it('given an issued link, when its token comes back within the hour for its user, then its use is recorded for the account', () => {
    spec
      .given([issued()])
      .when(use())
      .then([
        { type: 'HostedAuthLinkUsed', data: { linkId: 'link-1', accountId: 'acc_1', occurredAt: at(5).toISOString() } },
      ]);
  });

  it('given a used link, when its token comes back again, then it is refused, whatever the account', () => {
    const used = spec.given([issued()]).when(use()).and();
    used.when(use({ minute: 6 })).thenThrows({ code: 'NOTIFY_TOKEN_USED' });
    used.when(use({ accountId: 'acc_attacker', minute: 6 })).thenThrows({ code: 'NOTIFY_TOKEN_USED' });
  });

  it('given an issued link, when its token comes back after the link expired, then it is refused', () => {
    spec
      .given([issued()])
      .when(use({ minute: 61 }))
      .thenThrows({ code: 'NOTIFY_TOKEN_EXPIRED' });
  });

  it("given Alice's link, when its token names Bob, or another token comes, or the link is unknown, then it is refused alike", () => {
    spec
      .given([issued()])
      .when(use({ userId: 'bob' }))
      .thenThrows({ code: 'NOTIFY_TOKEN_UNKNOWN' });
    spec
      .given([issued()])
      .when(use({ hash: 'forged' }))
      .thenThrows({ code: 'NOTIFY_TOKEN_UNKNOWN' });
    spec.given([]).when(use()).thenThrows({ code: 'NOTIFY_TOKEN_UNKNOWN' });
  });

  it('given a reconnect link, when its token names another account, then it is refused and stays usable', () => {
    spec
      .given([issued('acc_1')])
      .when(use({ accountId: 'acc_attacker' }))
      .thenThrows({ code: 'NOTIFY_TOKEN_OTHER_ACCOUNT' });
    expect(() =>
      spec
        .given([issued('acc_1')])
        .when(use({ accountId: 'acc_1' }))
        .events(),
    ).not.toThrow();
  });
});
