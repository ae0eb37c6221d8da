import { DeciderSpecification } from '../testing/decider-specification';
import type { WorkspaceEvent } from './workspace-events';
import { INVITATION_TTL_MS, personalWorkspaceDecider, workspaceDecider } from './workspace.decider';

const now = new Date('2026-11-25T09:00:00Z');
const at = now.toISOString();
const spec = DeciderSpecification(workspaceDecider);
const created: WorkspaceEvent = {
  type: 'WorkspaceCreated',
  data: { workspaceId: 'w1', name: 'Agency', ownerId: 'olga', personal: false, occurredAt: at },
};
const member = (userId: string, role: 'owner' | 'admin' | 'member'): WorkspaceEvent => ({
  type: 'MemberAdded',
  data: { workspaceId: 'w1', userId, role, by: 'olga', invitationId: null, occurredAt: at },
});
const invite = (by: string, role: 'owner' | 'admin' | 'member' = 'member', email = 'mia@example.com') => ({
  type: 'InviteMember' as const,
  data: { by, email, role, invitationId: 'inv1', tokenHash: 'hash', now },
});
const accept = (userId: string, email: string, when = now) => ({
  type: 'AcceptInvitation' as const,
  data: { invitationId: 'inv1', userId, email, now: when },
});

describe('the workspace decider', () => {
  it('creates a workspace once, its creator its owner', () => {
    const given = spec
      .given()
      .when({
        type: 'CreateWorkspace',
        data: { workspaceId: 'w1', name: ' Agency ', ownerId: 'olga', personal: false, now },
      })
      .then([created]);
    expect(given.state().members.get('olga')).toBe('owner');
    given
      .when({ type: 'CreateWorkspace', data: { workspaceId: 'w1', name: 'Again', ownerId: 'x', personal: false, now } })
      .thenNothing();
    spec
      .given()
      .when({ type: 'CreateWorkspace', data: { workspaceId: 'w2', name: '  ', ownerId: 'x', personal: false, now } })
      .thenThrows({ field: 'name' });
  });

  it('invites by e-mail for seven days; the invited person joins once, with the role', () => {
    const invited = spec
      .given([created])
      .when(invite('olga', 'admin', ' Mia@Example.com '))
      .thenMatches([
        {
          type: 'InvitationIssued',
          data: {
            email: 'mia@example.com',
            role: 'admin',
            expiresAt: new Date(now.getTime() + INVITATION_TTL_MS).toISOString(),
          },
        },
      ]);
    const joined = invited.when(accept('mia', 'MIA@example.com')).thenMatches([
      { type: 'InvitationAccepted', data: { userId: 'mia' } },
      { type: 'MemberAdded', data: { userId: 'mia', role: 'admin', invitationId: 'inv1' } },
    ]);
    joined.when(accept('mia', 'mia@example.com')).thenThrows({ code: 'INVITATION_USED' });
  });

  it('refuses an expired link, another address, and an invitation by a member', () => {
    const invited = spec.given([created]).when(invite('olga')).and();
    invited
      .when(accept('mia', 'mia@example.com', new Date(now.getTime() + INVITATION_TTL_MS)))
      .thenThrows({ code: 'INVITATION_EXPIRED' });
    invited.when(accept('eve', 'eve@example.com')).thenThrows({ code: 'INVITATION_FOR_ANOTHER_EMAIL' });
    spec
      .given([created, member('max', 'member')])
      .when(invite('max'))
      .thenThrows({ code: 'WORKSPACE_ROLE_REQUIRED' });
    spec
      .given([created, member('ada', 'admin')])
      .when(invite('ada', 'owner'))
      .thenThrows({ code: 'WORKSPACE_ROLE_REQUIRED' });
    spec.given([created]).when(invite('stranger')).thenThrows({ code: 'WORKSPACE_NOT_FOUND' });
  });

  it('keeps an owner: the last one cannot leave, be removed or be demoted', () => {
    const given = spec.given([created, member('ada', 'admin')]);
    given.when({ type: 'RemoveMember', data: { by: 'olga', userId: 'olga', now } }).thenThrows({ code: 'LAST_OWNER' });
    given
      .when({ type: 'ChangeMemberRole', data: { by: 'olga', userId: 'olga', role: 'admin', now } })
      .thenThrows({ code: 'LAST_OWNER' });
    given
      .when({ type: 'RemoveMember', data: { by: 'ada', userId: 'olga', now } })
      .thenThrows({ code: 'WORKSPACE_ROLE_REQUIRED' });
    given
      .when({ type: 'RemoveMember', data: { by: 'ada', userId: 'ada', now } })
      .thenMatches([{ type: 'MemberRemoved', data: { userId: 'ada', by: 'ada' } }]);
    const twoOwners = given
      .when({ type: 'ChangeMemberRole', data: { by: 'olga', userId: 'ada', role: 'owner', now } })
      .and();
    twoOwners
      .when({ type: 'RemoveMember', data: { by: 'olga', userId: 'olga', now } })
      .thenMatches([{ type: 'MemberRemoved' }]);
  });

  it('gives members the senders an admin chooses, and changes nothing when it is the same', () => {
    const given = spec.given([created, member('max', 'member')]);
    const set = given
      .when({ type: 'SetSenderAccess', data: { by: 'olga', userId: 'max', accountIds: ['acc2', 'acc1', 'acc1'], now } })
      .thenMatches([{ type: 'SenderAccessChanged', data: { accountIds: ['acc1', 'acc2'] } }]);
    set
      .when({ type: 'SetSenderAccess', data: { by: 'olga', userId: 'max', accountIds: ['acc1', 'acc2'], now } })
      .thenNothing();
    given
      .when({ type: 'SetSenderAccess', data: { by: 'max', userId: 'max', accountIds: ['acc1'], now } })
      .thenThrows({ code: 'WORKSPACE_ROLE_REQUIRED' });
  });

  it("records a personal workspace on its owner's first change, and nobody else's change creates it", () => {
    const personal = DeciderSpecification(personalWorkspaceDecider('olga', 'Olga'));
    personal
      .given()
      .when(invite('olga'))
      .thenMatches([
        { type: 'WorkspaceCreated', data: { workspaceId: 'olga', ownerId: 'olga', personal: true, name: 'Olga' } },
        { type: 'InvitationIssued', data: { workspaceId: 'olga', email: 'mia@example.com' } },
      ]);
    personal.given().when(invite('mallory')).thenThrows({ code: 'WORKSPACE_NOT_FOUND' });
  });

  it('is deleted by an owner only, never a personal one; deleted, it is gone for good', () => {
    const withAdmin = [created, member('ada', 'admin')];
    spec
      .given(withAdmin)
      .when({ type: 'DeleteWorkspace', data: { by: 'ada', now } })
      .thenThrows({ code: 'WORKSPACE_ROLE_REQUIRED' });
    spec
      .given(withAdmin)
      .when({ type: 'DeleteWorkspace', data: { by: 'stranger', now } })
      .thenThrows({ code: 'WORKSPACE_NOT_FOUND' });
    const deleted = spec
      .given(withAdmin)
      .when({ type: 'DeleteWorkspace', data: { by: 'olga', now } })
      .then([{ type: 'WorkspaceDeleted', data: { workspaceId: 'w1', by: 'olga', occurredAt: at } }]);
    expect(deleted.state().members.size).toBe(0);
    // Nothing more can be done in it, and its id does not make a new workspace.
    deleted
      .when({ type: 'RenameWorkspace', data: { by: 'olga', name: 'Again', now } })
      .thenThrows({ code: 'WORKSPACE_NOT_FOUND' });
    deleted
      .when({
        type: 'CreateWorkspace',
        data: { workspaceId: 'w1', name: 'Again', ownerId: 'olga', personal: false, now },
      })
      .thenNothing();
    const personal: WorkspaceEvent = {
      type: 'WorkspaceCreated',
      data: { workspaceId: 'olga', name: 'Olga', ownerId: 'olga', personal: true, occurredAt: at },
    };
    spec
      .given([personal])
      .when({ type: 'DeleteWorkspace', data: { by: 'olga', now } })
      .thenThrows({ code: 'PERSONAL_WORKSPACE' });
  });
});
