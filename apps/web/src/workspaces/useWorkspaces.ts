import { useQuery } from '@tanstack/react-query';
import type { WorkspaceSummary } from '@outflow/api-contract';
import { readWorkspaceChoice } from '../api/workspace-choice';
import { listWorkspaces } from './workspaces-api';

export const WORKSPACES_KEY = ['workspaces'] as const;

/** The user's workspaces and the one the app acts in (the chosen one, else the first: their personal one). */
export function useWorkspaces(): { workspaces: WorkspaceSummary[]; current: WorkspaceSummary | undefined } {
  const list = useQuery({ queryKey: WORKSPACES_KEY, queryFn: listWorkspaces, staleTime: 60_000 });
  const workspaces = list.data?.data ?? [];
  const chosen = readWorkspaceChoice();
  return { workspaces, current: workspaces.find((w) => w.id === chosen) ?? workspaces[0] };
}
