import { Module } from '@nestjs/common';
import { ConnectionsModule } from '../connections/connections.module';
import { RealtimeGateway } from './realtime.gateway';

@Module({ imports: [ConnectionsModule], providers: [RealtimeGateway] })
export class RealtimeModule {}
