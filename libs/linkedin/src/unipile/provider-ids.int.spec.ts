import { InvalidProviderIdError } from '@outflow/domain';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LocalJsonServer, sendJson } from '@outflow/testing';
import type { LinkedInProvider } from '../linkedin-provider';
import { UnipileLinkedInProvider } from './unipile-linkedin-provider';

/** A server speaking Unipile's answer envelope to anything, recording each request line as sent. */
class RecordingServer extends LocalJsonServer {
  readonly urls: string[] = [];

  static start(): Promise<RecordingServer> {
    return new RecordingServer().listen();
  }

  get url(): string {
    return this.origin;
  }

  protected handle(req: IncomingMessage, _body: string, res: ServerResponse): void {
    this.urls.push(`${req.method} ${req.url}`);
    sendJson(res, 200, { object: 'Anything', items: [], cursor: null, id: 'acc1', provider_id: 'ACoAAx' });
  }
}

/** Issue 18's finding 1: ids that steer a call to another provider path, or that no provider issues. */
const HOSTILE = [
  '..',
  'x/../victim',
  '../webhooks',
  '../accounts',
  '%2F',
  'a%2Fb',
  'a/b',
  'a?b=c',
  'a#b',
  'a.b',
  ' ',
  '',
];
const OVER_LONG = 'a'.repeat(101);
const GOOD_ACCOUNT = 'Acc0unt_id-1';

/** Every provider call that takes an id, with the hostile id in each of its id arguments. */
const CALLS: ReadonlyArray<[string, (p: LinkedInProvider, bad: string) => Promise<unknown>]> = [
  ['getAccount', (p, bad) => p.getAccount(bad)],
  ['deleteAccount', (p, bad) => p.deleteAccount(bad)],
  ['getOwnProfile', (p, bad) => p.getOwnProfile(bad)],
  ['reconnect link', (p, bad) => p.createHostedAuthLink({ type: 'reconnect', reconnectAccountId: bad, userId: 'u1' })],
  ['getProfile: account', (p, bad) => p.getProfile(bad, { publicIdOrUrl: 'ada-lovelace' })],
  ['getProfile: member', (p, bad) => p.getProfile(GOOD_ACCOUNT, { publicIdOrUrl: bad || '/' })],
  [
    'getProfile: member in a URL',
    (p, bad) =>
      p.getProfile(GOOD_ACCOUNT, { publicIdOrUrl: `https://www.linkedin.com/in/${encodeURIComponent(bad) || '%20'}` }),
  ],
  ['listRelations', (p, bad) => p.listRelations(bad)],
  ['sendInvitation: account', (p, bad) => p.sendInvitation(bad, 'ACoAAx')],
  ['sendInvitation: member', (p, bad) => p.sendInvitation(GOOD_ACCOUNT, bad)],
  ['listSentInvitations', (p, bad) => p.listSentInvitations(bad)],
  ['withdrawInvitation: account', (p, bad) => p.withdrawInvitation(bad, '123')],
  ['withdrawInvitation: invitation', (p, bad) => p.withdrawInvitation(GOOD_ACCOUNT, bad)],
  ['searchCount', (p, bad) => p.searchCount(bad, 'https://www.linkedin.com/search/results/people/?keywords=a')],
  ['listChats', (p, bad) => p.listChats(bad)],
  ['listChatAttendees', (p, bad) => p.listChatAttendees(bad)],
  ['listMessages', (p, bad) => p.listMessages(bad)],
  ['sendMessage', (p, bad) => p.sendMessage(bad, 'Hi')],
  ['startChat: account', (p, bad) => p.startChat(bad, ['ACoAAx'], 'Hi')],
  ['startChat: member', (p, bad) => p.startChat(GOOD_ACCOUNT, [bad], 'Hi')],
  ['listPosts: account', (p, bad) => p.listPosts(bad, 'ada-lovelace')],
  ['listPosts: member', (p, bad) => p.listPosts(GOOD_ACCOUNT, bad || '/')],
  ['likePost: account', (p, bad) => p.likePost(bad, 'urn:li:activity:1')],
  ['likePost: post', (p, bad) => p.likePost(GOOD_ACCOUNT, bad)],
  ['endorseSkill: member', (p, bad) => p.endorseSkill(GOOD_ACCOUNT, bad, '9001')],
  ['endorseSkill: endorsement', (p, bad) => p.endorseSkill(GOOD_ACCOUNT, 'ACoAAx', bad)],
  ['follow', (p, bad) => p.follow(GOOD_ACCOUNT, bad)],
];

describe('Unipile adapter: every id is checked and encoded before a provider call (issue 18, finding 1)', () => {
  let server: RecordingServer;
  let provider: UnipileLinkedInProvider;

  beforeAll(async () => {
    server = await RecordingServer.start();
    provider = new UnipileLinkedInProvider({
      dsn: server.url,
      apiKey: 'key',
      sandbox: true,
      retry: { retries: 0 },
      log: () => undefined,
    });
  });
  afterEach(() => (server.urls.length = 0));
  afterAll(() => server?.close());

  it.each(CALLS)('%s: refuses ids outside the provider’s alphabet and length, and sends nothing', async (_, call) => {
    for (const bad of [...HOSTILE, OVER_LONG]) {
      const error = await call(provider, bad).then(
        () => `accepted ${JSON.stringify(bad)}`,
        (e: unknown) => e,
      );
      // A profile address that is none, or no id at all, is refused before the id is read.
      const refused =
        error instanceof InvalidProviderIdError ||
        (error instanceof TypeError && /LinkedIn profile URL|needs the account id/.test(error.message));
      expect([bad, refused]).toEqual([bad, true]);
    }
    expect(server.urls).toEqual([]);
  });

  it('encodes what it sends: a member id with letters beyond ASCII, as one path segment', async () => {
    await provider.getProfile(GOOD_ACCOUNT, { publicIdOrUrl: 'https://www.linkedin.com/in/jos%C3%A9-garc%C3%ADa/' });
    await provider.getAccount(GOOD_ACCOUNT).catch(() => undefined);
    expect(server.urls).toEqual([
      `GET /api/v1/users/jos%C3%A9-garc%C3%ADa?account_id=${GOOD_ACCOUNT}&notify=false`,
      `GET /api/v1/accounts/${GOOD_ACCOUNT}`,
    ]);
  });
});
