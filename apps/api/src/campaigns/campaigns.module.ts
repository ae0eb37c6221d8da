import { Module } from '@nestjs/common';
import { CampaignsController } from './campaigns.controller';
import { ListCampaignsHandler } from './queries/list-campaigns.handler';

@Module({ controllers: [CampaignsController], providers: [ListCampaignsHandler] })
export class CampaignsModule {}
