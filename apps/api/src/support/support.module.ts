import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { NextFunction, Request, Response } from 'express';
import { CampaignsModule } from '../campaigns/campaigns.module';
import type { AuthenticatedRequest } from '../common/authenticated-user';
import { FindUsersHandler } from './queries/find-users.handler';
import { GetUserAccountHandler } from './queries/get-user-account.handler';
import { requestContext } from './request-context';
import { SupportAccessRecorder } from './support-access-recorder';
import { SupportCommandBarrier } from './support-command-bus';
import { SupportController } from './support.controller';
import { SupportReadOnlyGuard } from './support-read-only.guard';

/**
 * Support staff: the console's reads, every one recorded, and the read-only rule for their requests.
 * Import it AFTER AuthModule and BEFORE AccessModule: global guards run in registration order, and a
 * support member's command must meet 403 SUPPORT_READ_ONLY, not the subscription gate.
 */
@Module({
  imports: [CampaignsModule],
  controllers: [SupportController],
  providers: [FindUsersHandler, GetUserAccountHandler, SupportAccessRecorder, SupportCommandBarrier, { provide: APP_GUARD, useClass: SupportReadOnlyGuard }],
})
export class SupportModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply((req: Request, _res: Response, next: NextFunction) => requestContext.run({ request: req as AuthenticatedRequest }, next)).forRoutes({ path: '{*path}', method: RequestMethod.ALL });
  }
}
