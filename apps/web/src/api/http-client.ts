import { fetchUtils, HttpError } from 'react-admin';
import { readAuthToken, readProfile } from './session-storage';
import { chooseWorkspace, readWorkspaceChoice, WORKSPACE_HEADER } from './workspace-choice';

/** Every call goes to the same origin under /api (spec 01 §7: paths are relative to the API base). */
export const API_BASE = '/api';

export interface ApiErrorEvent {
  error: HttpError;
  path: string;
  /** A call about the account itself (see ApiRequest.accountCall). */
  accountCall: boolean;
}

type ApiErrorListener = (event: ApiErrorEvent) => void;
const listeners = new Set<ApiErrorListener>();

/** Lets the app watch every failed API call (the LinkedIn disconnection rule applies to all of them). */
export function onApiError(listener: ApiErrorListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The token and the chosen workspace, for calls made with `fetch` directly (file downloads). */
export function sessionHeaders(): Record<string, string> {
  const token = readAuthToken();
  const workspace = readWorkspaceChoice();
  return {
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(workspace ? { [WORKSPACE_HEADER]: workspace } : {}),
  };
}

function authHeaders(): Headers {
  const headers = new Headers({ Accept: 'application/json', 'Content-Type': 'application/json' });
  const token = readAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const workspace = readWorkspaceChoice();
  if (workspace) headers.set(WORKSPACE_HEADER, workspace);
  // The server ignores these (it trusts only the token); they are sent because the spec lists them.
  const profile = readProfile();
  if (profile?.id) headers.set('X-Auth0-User-ID', profile.id);
  if (profile?.email) headers.set('X-Auth0-User-Email', profile.email);
  return headers;
}

/** The http client react-admin's data provider and our own calls share: JSON, credentials, bearer token. */
export async function httpClient(url: string, options: fetchUtils.Options = {}, accountCall = false) {
  const headers = authHeaders();
  new Headers(options.headers).forEach((value, name) => headers.set(name, value));
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
  } catch (error) {
    if (error instanceof HttpError) {
      // A workspace the user is no longer in: forget it, so the next call acts in their own.
      if ((error.body as { errorCode?: string } | undefined)?.errorCode === 'WORKSPACE_NOT_FOUND')
        chooseWorkspace(null);
      const path = url.startsWith(API_BASE) ? url.slice(API_BASE.length) : url;
      for (const listener of listeners) listener({ error, path, accountCall });
    }
    throw error;
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /**
   * A call about the account itself (subscription, LinkedIn account, settings, start/pause): a
   * 401 from it ends the session. A page's own reads show their page's error instead.
   */
  accountCall?: boolean;
  /** Sent as `Idempotency-Key`: the server acts once per key (see RequestKeys). */
  idempotencyKey?: string;
}

/** Calls `/api${path}` and answers the parsed JSON body. Errors are react-admin HttpErrors carrying the body. */
export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { json } = (await httpClient(
    `${API_BASE}${path}`,
    {
      method: request.method ?? 'GET',
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      headers: request.idempotencyKey ? { 'Idempotency-Key': request.idempotencyKey } : undefined,
    },
    request.accountCall,
  )) as { json: unknown };
  return json as T;
}

/** The API's error body: `{statusCode, message, errorCode?, field?, account?}`. */
export interface ApiErrorBody {
  statusCode?: number;
  message?: string | string[];
  errorCode?: string;
  field?: string;
  /** A validation failure lists every bad field, not only the first. */
  errors?: Array<{ field: string; messages: string[] }>;
  account?: { status?: string; isActive?: boolean; accountId?: string } | null;
}

export function errorBody(error: unknown): ApiErrorBody {
  if (error instanceof HttpError && error.body && typeof error.body === 'object') return error.body as ApiErrorBody;
  return {};
}

export function errorStatus(error: unknown): number | undefined {
  return error instanceof HttpError && typeof error.status === 'number' ? error.status : undefined;
}
