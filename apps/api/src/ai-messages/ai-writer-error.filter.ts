import { Catch, Injectable, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { AiWriterRejectedError, AiWriterUnavailableError } from '@outflow/ai';
import type { Response } from 'express';
import type { ApiErrorBody } from '../common/api-error';
import { ErrorFilter } from '../common/error.filter';

/** Spec 02 §8 "AI": what the web app shows when no message could be written. */
export const AI_UNAVAILABLE_MESSAGE = 'Failed to generate AI message. Please try again later.';
export const AI_FAILED_MESSAGE = 'Failed to generate AI message';

/**
 * On the AI routes: a writer that is down or overloaded answers 503 (try again later); one that
 * refuses us (bad key, unknown model) 502, since the fault is the server's setup, not the request.
 * The cause is logged, never sent. Everything else goes to the API's error filter.
 */
@Catch()
@Injectable()
export class AiWriterErrorFilter implements ExceptionFilter {
  private readonly errors = new ErrorFilter();
  private readonly logger = new Logger('AiWriter');

  catch(error: unknown, host: ArgumentsHost): void {
    let body: ApiErrorBody | undefined;
    if (error instanceof AiWriterUnavailableError) {
      body = { statusCode: 503, success: false, message: AI_UNAVAILABLE_MESSAGE, errorCode: error.code };
      this.logger.warn(error.message);
    } else if (error instanceof AiWriterRejectedError) {
      body = { statusCode: 502, success: false, message: AI_FAILED_MESSAGE, errorCode: error.code };
      this.logger.error(error.message);
    }
    if (!body) return this.errors.catch(error, host);
    host.switchToHttp().getResponse<Response>().status(body.statusCode).json(body);
  }
}
