import type { Response } from 'express';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Streams CSV lines to the client as they are produced, respecting backpressure (a slow client
 * slows the database cursor, it never fills memory). A failure after the first bytes ends the
 * answer early; the file then lacks its last rows rather than the request hanging.
 */
export async function sendCsv(res: Response, filename: string, lines: AsyncIterable<string>): Promise<void> {
  res.status(200);
  res.setHeader('content-type', 'text/csv; charset=utf-8');
  res.setHeader('content-disposition', `attachment; filename="${filename}"`);
  await pipeline(Readable.from(lines), res).catch((error: unknown) => {
    if (!res.headersSent) throw error;
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  });
}
