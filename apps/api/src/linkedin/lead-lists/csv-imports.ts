import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { readCsvLeadsInChunks, type LeadListCheck } from '@outflow/domain';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ApiErrorBody } from '../../common/api-error';

/** About a millisecond or two of parsing and sorting per chunk on this kind of machine. */
const CHUNK_CHARACTERS = 32 * 1024;
/** Five times the leads a campaign takes, and about what the 5 MB body limit holds. */
export const MAX_CSV_ROWS = 50_000;

/**
 * Reads CSV uploads without holding the event loop (in `npm start` the runner and the projector
 * share it): the file is parsed and sorted a chunk at a time, the loop served between chunks, up to
 * MAX_CSV_ROWS rows (and the body parser's 5 MB). One upload per user at a time: a second one while
 * the first is read answers 429 with Retry-After, so one user cannot queue many.
 */
@Injectable()
export class CsvImports {
  private readonly reading = new Set<string>();

  async read(userId: string, text: string): Promise<LeadListCheck> {
    if (this.reading.has(userId)) {
      const body: ApiErrorBody = {
        statusCode: HttpStatus.TOO_MANY_REQUESTS,
        errorCode: 'IMPORT_IN_PROGRESS',
        message: 'A CSV file of yours is being read; try again once it is done',
        retryAfterSeconds: 1,
      };
      throw new HttpException(body, HttpStatus.TOO_MANY_REQUESTS);
    }
    this.reading.add(userId);
    try {
      return await readCsvLeadsInChunks(text, {
        chunkSize: CHUNK_CHARACTERS,
        maxRows: MAX_CSV_ROWS,
        between: () => nextTurn(),
      });
    } finally {
      this.reading.delete(userId);
    }
  }
}
