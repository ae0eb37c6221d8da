import type { ManagerOptions, SocketOptions } from 'socket.io-client';
import type { StoredProfile } from '../api/session-storage';

/**
 * The socket's settings (spec 02 §7, §9): websocket first, then long polling; 5 reconnection
 * attempts 1 s apart, growing to at most 5 s; a 20 s connection timeout.
 */
export const SOCKET_OPTIONS = {
  transports: ['websocket', 'polling'],
  reconnection: true,
  reconnectionAttempts: 5,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20_000,
} satisfies Partial<ManagerOptions & SocketOptions>;

/**
 * The socket lives at the API's host root, without the /api suffix (a path in a socket.io URL
 * would name a namespace). A relative API base (the default, /api) means this page's origin.
 */
export function socketUrl(apiBase: string, pageOrigin: string): string {
  return new URL(apiBase, pageOrigin).origin;
}

/**
 * The handshake (spec 02 §6): userId (the subject) and userEmail when a user id exists. The access
 * token goes too, always: the server admits a socket on the token alone and ignores the ids.
 */
export function handshakeAuth(token: string, profile: StoredProfile | null): Record<string, string> {
  return profile?.id ? { token, userId: profile.id, userEmail: profile.email } : { token };
}
