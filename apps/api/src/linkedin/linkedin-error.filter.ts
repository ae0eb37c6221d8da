import { Catch, Injectable, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { LinkedInProviderError } from '@outflow/linkedin';
import { ErrorFilter } from '../common/error.filter';
import { providerErrorAnswer } from './linkedin-answers';

/**
 * On the routes that use the LinkedIn account: provider failures become answers the web app can
 * show. Everything else is answered by the API's error filter.
 */
@Catch()
@Injectable()
export class LinkedInErrorFilter implements ExceptionFilter {
  private readonly errors = new ErrorFilter();

  catch(error: unknown, host: ArgumentsHost): void {
    this.errors.catch(error instanceof LinkedInProviderError ? providerErrorAnswer(error) : error, host);
  }
}
