import { LogInHandler } from './log-in.handler';
import { SignOutHandler } from './sign-out.handler';
import { SignUpHandler } from './sign-up.handler';
import { ForgotPasswordHandler } from '../password-reset/forgot-password.handler';
import { ResetPasswordHandler } from '../password-reset/reset-password.handler';

/** The module's command handlers, each beside its command; the module provides them all. */
export const handlers = [LogInHandler, SignOutHandler, SignUpHandler, ForgotPasswordHandler, ResetPasswordHandler];
