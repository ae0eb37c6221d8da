import { Inject, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { WebSocketGateway, WebSocketServer, type OnGatewayConnection } from '@nestjs/websockets';
import type { TokenVerifier } from '@outflow/auth';
import type { Consumer, MessageBus } from '@outflow/messaging';
import type { Server, Socket } from 'socket.io';
import { MESSAGE_BUS, TOKEN_VERIFIER } from '../infrastructure/tokens';
import { PROJECTED_NOTICES, type ProjectedNotice } from '@outflow/read-models';
import { socketEventFor } from './socket-events';

const room = (userId: string) => `user:${userId}`;

/**
 * socket.io at the host root. A socket is admitted only with a valid access token (handshake
 * `auth.token` or `?token=`); the userId/userEmail a client sends are ignored. Each socket joins
 * its user's room, and the projector's notices for that user are pushed to it.
 */
@WebSocketGateway({ cors: { origin: true, credentials: true } })
export class RealtimeGateway implements OnGatewayConnection, OnModuleInit, OnModuleDestroy {
  @WebSocketServer() private server!: Server;
  private readonly logger = new Logger('RealtimeGateway');
  private listener?: Consumer;

  constructor(
    @Inject(TOKEN_VERIFIER) private readonly verifier: TokenVerifier,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
  ) {}

  async onModuleInit(): Promise<void> {
    this.listener = await this.bus.listen<ProjectedNotice>(PROJECTED_NOTICES, (notice) => {
      const event = socketEventFor(notice);
      if (event && this.server) this.server.to(room(notice.userId)).emit(event.name, event.payload);
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.listener?.stop();
  }

  async handleConnection(socket: Socket): Promise<void> {
    const token = String(socket.handshake.auth?.token ?? socket.handshake.query?.token ?? '');
    try {
      const identity = await this.verifier.verify(token);
      await socket.join(room(identity.subject));
      socket.emit('connected', { userId: identity.subject });
    } catch {
      this.logger.debug('socket refused: no valid token');
      socket.emit('notification:error', { message: 'Authentication error: Could not establish real-time connection' });
      socket.disconnect(true);
    }
  }
}
