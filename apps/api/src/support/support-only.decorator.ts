import { applyDecorators, SetMetadata } from '@nestjs/common';
import { OpenRoute } from '../access/open-route.decorator';

export const IS_SUPPORT_ONLY = 'outflow:support-only';

/**
 * A support console route: only support staff reach it (403 SUPPORT_ONLY for anyone else), and it
 * needs no subscription or LinkedIn account of their own (it reads other users' data).
 */
export const SupportOnly = (): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(IS_SUPPORT_ONLY, true), OpenRoute());
