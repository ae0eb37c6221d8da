import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ConnectionsModule } from '../connections/connections.module';
import { RealtimeGateway } from './realtime.gateway';

@Module({ imports: [AuthModule, ConnectionsModule], providers: [RealtimeGateway] })
export class RealtimeModule {}
