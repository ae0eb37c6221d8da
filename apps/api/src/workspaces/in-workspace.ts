import type { EventMetadata } from '@outflow/domain';

/**
 * A request's metadata for an event on a workspace the route names (not the header's): the
 * workspace is the tenant, the person acting is kept beside it unless it is their personal one.
 */
export function inWorkspace(metadata: EventMetadata, workspaceId: string, personId: string): EventMetadata {
  const { memberId: _header, ...rest } = metadata;
  return workspaceId === personId
    ? { ...rest, userId: workspaceId }
    : { ...rest, userId: workspaceId, memberId: personId };
}
