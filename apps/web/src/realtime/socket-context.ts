import { createContext } from 'react';
import type { Socket } from 'socket.io-client';

/** The signed-in user's socket, or null while there is none (signed out, no token, not made yet). */
export const SocketContext = createContext<Socket | null>(null);
