import { Inject, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { WebSocketGateway, WebSocketServer, type OnGatewayConnection } from '@nestjs/websockets';
import type { TokenVerifier, VerifiedIdentity } from '@outflow/auth';
import type { Clock } from '@outflow/domain';
import type { Consumer, MessageBus } from '@outflow/messaging';
import { findMemberships, PROJECTED_NOTICES, type ProjectedNotice, type ReadModelDb } from '@outflow/read-models';
import type { Server, Socket } from 'socket.io';
import { SessionRevocation } from '../auth/session-revocation';
import { ConnectionStatsNotices } from '../connections/connection-stats-notices';
import { CLOCK, MESSAGE_BUS, READ_DB, TOKEN_VERIFIER } from '../infrastructure/tokens';
import { CoalescedPushes } from './coalesced-pushes';
import { socketEventFor } from './socket-events';

const room = (userId: string) => `user:${userId}`;

/** What a socket was admitted with: checked again when its user signs out. */
interface SocketData {
  identity?: VerifiedIdentity;
}

/**
 * socket.io at the host root, for this app's origins (OriginCheckedIoAdapter). A socket is admitted
 * only with a valid access token a sign-out has not revoked (handshake `auth.token` or `?token=`);
 * the userId/userEmail a client sends are ignored. Each socket joins
 * its user's room, and the projector's notices for that user are pushed to it: notifications and
 * lead:update at once (socket-events.ts), read-model state coalesced (coalesced-pushes.ts).
 * A sign-out reaches every API process as the projector's notice of UserSignedOut on the bus: each
 * closes, at once, its sockets of that user whose token the sign-out revoked.
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
    @Inject(READ_DB) private readonly db: ReadModelDb,
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
    this.listener = await this.bus.listen<ProjectedNotice>(PROJECTED_NOTICES, (notice) => {
      this.onNotice(notice).catch((error: unknown) =>
        this.logger.warn(`notice ${notice.type} failed: ${String(error)}`),
      );
    });
  }

  private async onNotice(notice: ProjectedNotice): Promise<void> {
    if (!this.server) return;
    if (notice.type === 'UserSignedOut') await this.closeRevokedSockets(notice.userId);
    const event = socketEventFor(notice);
    if (event) this.server.to(room(notice.userId)).emit(event.name, event.payload);
    this.pushes.handle(notice);
    // The cached connection figures are forgotten first, so the page's refetch reads new ones.
    const changed = await this.connectionStats
      .changes(notice, this.isListening(notice.userId))
      .catch((error: unknown) => {
        this.logger.warn(`connection stats notice failed: ${String(error)}`);
        return false;
      });
    if (changed) this.pushes.connectionsChanged(notice.userId);
  }

  /** Read after the projector applied the sign-out, so the session read model already revokes the token. */
  private async closeRevokedSockets(userId: string): Promise<void> {
    try {
      for (const socket of await this.server.in(room(userId)).fetchSockets()) {
        const { identity } = socket.data as SocketData;
        if (!identity || (await this.revocation.isRevoked(identity))) socket.disconnect(true);
      }
    } catch (error) {
      this.logger.warn(`closing the sockets of a signed-out user failed: ${String(error)}`);
    }
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
      (socket.data as SocketData).identity = identity;
      await socket.join(room(identity.subject));
      // Pushes go to a workspace's room: the socket hears every workspace its user is a member of
      // (one joined later is heard after the page reconnects).
      for (const m of await findMemberships(this.db, identity.subject)) await socket.join(room(m.workspaceId));
      socket.emit('connected', { userId: identity.subject });
    } catch {
      this.logger.debug('socket refused: no valid token');
      socket.emit('notification:error', { message: 'Authentication error: Could not establish real-time connection' });
      socket.disconnect(true);
    }
  }
}
