import { Inject, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { WebSocketGateway, WebSocketServer, type OnGatewayConnection } from '@nestjs/websockets';
import type { TokenVerifier } from '@outflow/auth';
import type { Clock } from '@outflow/domain';
import type { Consumer, MessageBus } from '@outflow/messaging';
import { PROJECTED_NOTICES, type ProjectedNotice, type ReadModelDb } from '@outflow/read-models';
import type { Server, Socket } from 'socket.io';
import { SessionRevocation } from '../auth/session-revocation';
import { ConnectionStatsNotices } from '../connections/connection-stats-notices';
import { CLOCK, MESSAGE_BUS, READ_DB, TOKEN_VERIFIER } from '../infrastructure/tokens';
import { CoalescedPushes } from './coalesced-pushes';
import { socketEventFor } from './socket-events';

const room = (userId: string) => `user:${userId}`;

/**
 * socket.io at the host root, for this app's origins (OriginCheckedIoAdapter). A socket is admitted
 * only with a valid access token a sign-out has not revoked (handshake `auth.token` or `?token=`);
 * the userId/userEmail a client sends are ignored. Each socket joins
 * its user's room, and the projector's notices for that user are pushed to it: notifications and
 * lead:update at once (socket-events.ts), read-model state coalesced (coalesced-pushes.ts).
 */
@WebSocketGateway()
export class RealtimeGateway implements OnGatewayConnection, OnModuleInit, OnModuleDestroy {
  @WebSocketServer() private server!: Server;
  private readonly logger = new Logger('RealtimeGateway');
  private listener?: Consumer;
  private readonly pushes: CoalescedPushes;

  constructor(
    @Inject(TOKEN_VERIFIER) private readonly verifier: TokenVerifier,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(READ_DB) db: ReadModelDb,
    @Inject(CLOCK) clock: Clock,
    private readonly revocation: SessionRevocation,
    private readonly connectionStats: ConnectionStatsNotices,
  ) {
    this.pushes = new CoalescedPushes(
      db,
      clock,
      {
        isListening: (userId) => this.isListening(userId),
        emit: (userId, event, payload) => this.server?.to(room(userId)).emit(event, payload),
      },
      { onError: (key, error) => this.logger.warn(`push ${key} failed: ${String(error)}`) },
    );
  }

  async onModuleInit(): Promise<void> {
    this.listener = await this.bus.listen<ProjectedNotice>(PROJECTED_NOTICES, async (notice) => {
      if (!this.server) return;
      const event = socketEventFor(notice);
      if (event) this.server.to(room(notice.userId)).emit(event.name, event.payload);
      this.pushes.handle(notice);
      // The cached connection figures are forgotten first, so the page's refetch reads new ones.
      const changed = await this.connectionStats.changes(notice, this.isListening(notice.userId)).catch((error: unknown) => {
        this.logger.warn(`connection stats notice failed: ${String(error)}`);
        return false;
      });
      if (changed) this.pushes.connectionsChanged(notice.userId);
    });
  }

  private isListening(userId: string): boolean {
    return (this.server?.sockets.adapter.rooms.get(room(userId))?.size ?? 0) > 0;
  }

  async onModuleDestroy(): Promise<void> {
    await this.listener?.stop();
    this.pushes.stop();
  }

  async handleConnection(socket: Socket): Promise<void> {
    const token = String(socket.handshake.auth?.token ?? socket.handshake.query?.token ?? '');
    try {
      const identity = await this.verifier.verify(token);
      if (await this.revocation.isRevoked(identity)) throw new Error('token revoked by a sign-out');
      await socket.join(room(identity.subject));
      socket.emit('connected', { userId: identity.subject });
    } catch {
      this.logger.debug('socket refused: no valid token');
      socket.emit('notification:error', { message: 'Authentication error: Could not establish real-time connection' });
      socket.disconnect(true);
    }
  }
}
