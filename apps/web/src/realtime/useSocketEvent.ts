import { useContext, useEffect, useRef } from 'react';
import { SocketContext } from './socket-context';

/** Calls `handler` with each `event` the server pushes while the caller is mounted. */
export function useSocketEvent<T = unknown>(event: string, handler: (payload: T) => void): void {
  const socket = useContext(SocketContext);
  // The latest handler, without re-subscribing on every render.
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!socket) return;
    const listener = (payload: T) => latest.current(payload);
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event]);
}
