import { SOCKET_OPTIONS, handshakeAuth, socketUrl } from './socket-config';

describe('the real-time socket settings', () => {
  it('connects to the API host root, without the /api suffix', () => {
    expect(socketUrl('/api', 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(socketUrl('https://api.example.org/api', 'http://localhost:5173')).toBe('https://api.example.org');
    expect(socketUrl('https://api.example.org/api/', 'http://localhost:5173')).toBe('https://api.example.org');
  });

  it('tries websocket then polling, 5 reconnection attempts 1 s apart up to 5 s, 20 s timeout', () => {
    expect(SOCKET_OPTIONS).toEqual({
      transports: ['websocket', 'polling'],
      reconnection: true,
      reconnectionAttempts: 5,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      timeout: 20_000,
    });
  });

  it('sends userId and userEmail when the user has an id, and the token in every case', () => {
    expect(handshakeAuth('tok', { id: 'sub-1', email: 'ada@example.com', name: 'Ada' })).toEqual({
      token: 'tok',
      userId: 'sub-1',
      userEmail: 'ada@example.com',
    });
    expect(handshakeAuth('tok', { id: '', email: 'ada@example.com', name: 'Ada' })).toEqual({ token: 'tok' });
    expect(handshakeAuth('tok', null)).toEqual({ token: 'tok' });
  });
});
