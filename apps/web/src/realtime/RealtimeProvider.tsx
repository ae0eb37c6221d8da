import { useEffect, useState, type ReactNode } from 'react';
import { useGetIdentity } from 'react-admin';
import { io, type Socket } from 'socket.io-client';
import toast from 'react-hot-toast';
import { API_BASE } from '../api/http-client';
import { readAuthToken, readProfile } from '../api/session-storage';
import {
  CONNECTION_ERROR_TOAST_ID,
  INIT_FAILED_TOAST,
  NO_TOKEN_TOAST,
  connectionErrorToast,
} from './realtime-messages';
import { SOCKET_OPTIONS, handshakeAuth, socketUrl } from './socket-config';
import { SocketContext } from './socket-context';

interface Notification {
  message?: string;
}

/**
 * The real-time connection (spec 02 §4 "Real-time connection"): made once the signed-in user is
 * known, remade when the user changes, dropped when the layout goes away (logout). Server
 * notifications become toasts; pages listen for their own events with useSocketEvent.
 */
export const RealtimeProvider = ({ children }: { children: ReactNode }) => {
  const { identity, isPending } = useGetIdentity();
  const userId = identity?.id === undefined ? undefined : String(identity.id);
  const [socket, setSocket] = useState<Socket | null>(null);

  useEffect(() => {
    if (isPending) return;
    const token = readAuthToken();
    if (!token) {
      toast.error(NO_TOKEN_TOAST, { id: 'socket-no-token' });
      return;
    }
    let connection: Socket;
    try {
      connection = io(socketUrl(API_BASE, window.location.origin), {
        ...SOCKET_OPTIONS,
        auth: handshakeAuth(token, readProfile()),
      });
    } catch (error) {
      console.error('real-time connection failed to start', error);
      toast.error(INIT_FAILED_TOAST);
      return;
    }
    connection.on('connect', () => toast.dismiss(CONNECTION_ERROR_TOAST_ID));
    connection.on('connect_error', (error: Error) =>
      toast.error(connectionErrorToast(error.message), { id: CONNECTION_ERROR_TOAST_ID }),
    );
    // The message is the toast's id: the same news told by the page and by the server is one toast.
    connection.on('notification:error', (n: Notification) => n?.message && toast.error(n.message, { id: n.message }));
    connection.on(
      'notification:success',
      (n: Notification) => n?.message && toast.success(n.message, { id: n.message }),
    );
    // Usage gauges are not on these pages; the event is only logged (spec 02 §7).
    connection.on('activity:update', (payload: unknown) => console.debug('activity:update', payload));
    setSocket(connection);
    return () => {
      connection.removeAllListeners();
      connection.disconnect();
      setSocket(null);
    };
  }, [isPending, userId]);

  return <SocketContext.Provider value={socket}>{children}</SocketContext.Provider>;
};
