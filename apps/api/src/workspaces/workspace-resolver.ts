import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { findMembership, findMemberships, findWorkspace, type ReadModelDb } from '@outflow/read-models';
import type { AuthenticatedRequest, RequestWorkspace } from '../common/authenticated-user';
import { READ_DB } from '../infrastructure/tokens';

/** The header a client names its workspace with (absent: the user's first, their personal one). */
export const WORKSPACE_HEADER = 'x-outflow-workspace';

const WORKSPACE_ID = /^[A-Za-z0-9_-]{1,100}$/;

const notFound = () =>
  new NotFoundException({
    statusCode: 404,
    message: 'Workspace not found',
    errorCode: 'WORKSPACE_NOT_FOUND',
    field: WORKSPACE_HEADER,
  });

/**
 * Which workspace a request acts in and with which role (issue 20). A user acts in a workspace they
 * are a member of (another's answers 404, as another user's ids do); without the header, in their
 * first one — their personal workspace, which exists from registration on (its id is theirs, so it
 * answers even before the read models have it). Support staff may open any workspace, read-only.
 * An API key acts in its own workspace only.
 */
@Injectable()
export class WorkspaceResolver {
  constructor(@Inject(READ_DB) private readonly db: ReadModelDb) {}

  async resolve(request: AuthenticatedRequest): Promise<RequestWorkspace> {
    const user = request.user!;
    const named = headerOf(request);
    if (named !== undefined && !WORKSPACE_ID.test(named)) throw notFound();
    if (request.apiKey) {
      if (named !== undefined && named !== user.id) throw notFound();
      return { id: user.id, role: 'admin', senderAccess: 'all' };
    }
    if (named === undefined || named === user.id) {
      const first = named === undefined ? (await findMemberships(this.db, user.id))[0] : undefined;
      if (first) return membershipOf(first);
      return { id: user.id, role: 'owner', senderAccess: 'all' };
    }
    const membership = await findMembership(this.db, user.id, named);
    if (membership) return membershipOf(membership);
    if (user.roles.includes('support') && (await findWorkspace(this.db, named)))
      return { id: named, role: 'support', senderAccess: 'all' };
    throw notFound();
  }
}

function headerOf(request: AuthenticatedRequest): string | undefined {
  const raw = request.headers[WORKSPACE_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === undefined || value === '' ? undefined : value;
}

const membershipOf = (m: {
  workspaceId: string;
  role: RequestWorkspace['role'];
  senderAccess: readonly string[];
}): RequestWorkspace => ({
  id: m.workspaceId,
  role: m.role,
  senderAccess: m.role === 'member' ? m.senderAccess : 'all',
});
