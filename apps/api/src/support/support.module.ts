import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { CampaignsModule } from '../campaigns/campaigns.module';
import { SupportAccessRecorder } from './support-access-recorder';
import { SupportController } from './support.controller';
import { SupportReadOnlyGuard } from './support-read-only.guard';
import { UserAccountReader } from './user-account.reader';

/**
 * Support staff: the console's reads, every one recorded, and the early answer of the read-only rule
 * for their requests (the event store holds the rule itself: libs/event-store/src/support-writes.ts).
 * Import it AFTER AuthModule and BEFORE AccessModule: global guards run in registration order, and a
 * support member's command must meet 403 SUPPORT_READ_ONLY, not the subscription gate.
 */
@Module({
  imports: [CampaignsModule],
  controllers: [SupportController],
  providers: [SupportAccessRecorder, UserAccountReader, { provide: APP_GUARD, useClass: SupportReadOnlyGuard }],
})
export class SupportModule {}
