import { Module } from '@nestjs/common';
import { AiMessagesController } from './ai-messages.controller';

/** AI-written messages; the writer comes from the infrastructure (AI_WRITER). */
@Module({ controllers: [AiMessagesController] })
export class AiMessagesModule {}
