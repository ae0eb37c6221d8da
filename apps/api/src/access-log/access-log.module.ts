import { Module } from '@nestjs/common';
import { AccessLogController } from './access-log.controller';

@Module({ controllers: [AccessLogController] })
export class AccessLogModule {}
