import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'outflow:public';

/** Marks a route that needs no signed-in user (sign-up, login, health, webhooks). */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);
