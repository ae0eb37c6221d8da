import { HttpException } from '@nestjs/common';
import { DomainError } from '@outflow/domain';
import { CsvImports } from './csv-imports';

function csvOf(rows: number, seed: string): string {
  const lines = ['name,profile'];
  for (let i = 0; i < rows; i++) lines.push(`Person ${i},https://www.linkedin.com/in/${seed}-${i}/`);
  return lines.join('\n');
}

/** What a call refused with: its status and body, or null when it was read. */
const refusal = (reading: Promise<unknown>) =>
  reading.then(
    () => null,
    (error: unknown) => {
      // A file's own fault is a DomainError (the API answers it 400); a refusal to read is an HttpException.
      if (error instanceof DomainError) return { status: 400, body: { errorCode: error.code } };
      if (!(error instanceof HttpException)) throw error;
      return { status: error.getStatus(), body: error.getResponse() };
    },
  );

describe('CsvImports: one file per user at a time', () => {
  it("refuses a user's second file while the first is read (429, retry in a second), and reads it once the first is done", async () => {
    const imports = new CsvImports();
    const first = imports.read('ada', csvOf(5_000, 'first'));
    // Asked before the first file's first chunk is through: it is being read.
    expect(await refusal(imports.read('ada', csvOf(3, 'second')))).toEqual({
      status: 429,
      body: expect.objectContaining({ errorCode: 'IMPORT_IN_PROGRESS', retryAfterSeconds: 1 }),
    });
    expect((await first).kept).toHaveLength(5_000);
    expect((await imports.read('ada', csvOf(3, 'again'))).kept).toHaveLength(3);
  });

  it('reads two users’ files side by side, and frees the user when a file is refused', async () => {
    const imports = new CsvImports();
    const [ada, alan] = await Promise.all([
      imports.read('ada', csvOf(2_000, 'a')),
      imports.read('alan', csvOf(10, 'b')),
    ]);
    expect([ada.kept.length, alan.kept.length]).toEqual([2_000, 10]);
    const tooMany = ['profile', ...Array.from({ length: 50_001 }, (_, i) => `https://linkedin.com/in/r${i}`)].join(
      '\n',
    );
    expect(await refusal(imports.read('ada', tooMany))).toEqual({
      status: 400,
      body: expect.objectContaining({ errorCode: 'CSV_TOO_MANY_ROWS' }),
    });
    expect((await imports.read('ada', csvOf(1, 'after'))).kept).toHaveLength(1);
  });
});
