import { SetMetadata } from '@nestjs/common';

export const IS_SIGN_IN_LIMITED = 'outflow:sign-in-limited';

/** Sign-in and sign-up: limited per e-mail address and per client address (request-limits.module.ts). */
export const SignInLimited = (): MethodDecorator & ClassDecorator => SetMetadata(IS_SIGN_IN_LIMITED, true);
