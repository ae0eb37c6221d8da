import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuthenticatedRequest } from '../common/authenticated-user';

/** The request being served, wherever in its handling code runs (the command bus asks who is acting). */
export const requestContext = new AsyncLocalStorage<{ readonly request: AuthenticatedRequest }>();

/** True while a request of support staff is being served. */
export const servingSupportStaff = (): boolean => requestContext.getStore()?.request.user?.roles.includes('support') ?? false;
