import { ChangeWorkspaceHandler } from './change-workspace.handler';

/** The module's command handlers, each beside its command; the module provides them all. */
export const handlers = [ChangeWorkspaceHandler];
