import { Catch, HttpException, Inject, Injectable, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { linkedInAccountRequiredError } from '@outflow/domain';
import { LinkedInProviderError } from '@outflow/linkedin';
import { findLinkedInAccountState, type ReadModelDb } from '@outflow/read-models';
import type { AuthenticatedRequest } from '../common/authenticated-user';
import { ErrorFilter } from '../common/error.filter';
import { READ_DB } from '../infrastructure/tokens';
import { accountRequired, providerErrorAnswer } from './linkedin-answers';

/** The access gate's refusal for a user whose account is known but disconnected. */
function isGateRefusalOfDisconnected(error: unknown): boolean {
  if (!(error instanceof HttpException)) return false;
  const body = error.getResponse() as { errorCode?: unknown; connection?: unknown };
  return body?.errorCode === 'LINKEDIN_NOT_CONNECTED' && body.connection === 'disconnected';
}

/**
 * On the routes that use the LinkedIn account: provider failures become answers the web app can
 * show, and the access gate's "not connected" for a disconnected account is answered as the web
 * app's disconnection detection expects (403 ACCOUNT_DISCONNECTED with the account, spec 01 §8),
 * without calling the provider. Everything else is answered by the API's error filter.
 */
@Catch()
@Injectable()
export class LinkedInErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('LinkedInErrorFilter');
  private readonly errors = new ErrorFilter();

  constructor(@Inject(READ_DB) private readonly db: ReadModelDb) {}

  catch(error: unknown, host: ArgumentsHost): void {
    if (error instanceof LinkedInProviderError) return this.errors.catch(providerErrorAnswer(error), host);
    if (!isGateRefusalOfDisconnected(error)) return this.errors.catch(error, host);
    const user = host.switchToHttp().getRequest<AuthenticatedRequest>().user;
    if (!user) return this.errors.catch(error, host);
    findLinkedInAccountState(this.db, user.id)
      .then((state) => {
        const refusal = linkedInAccountRequiredError(state);
        this.errors.catch(refusal ? accountRequired(refusal) : error, host);
      })
      .catch((failure: unknown) => {
        this.logger.error(failure instanceof Error ? failure.message : String(failure));
        this.errors.catch(error, host);
      });
  }
}
