import { collectPages } from './paging';

const pages: Record<string, { items: number[]; cursor: string | null }> = {
  start: { items: [1, 2], cursor: 'b' },
  b: { items: [], cursor: 'c' },
  c: { items: [3, 4], cursor: null },
};

describe('collectPages', () => {
  it('follows the cursor to the last page, across empty pages', async () => {
    const cursors: (string | null)[] = [];
    const items = await collectPages(async (cursor) => {
      cursors.push(cursor);
      return pages[cursor ?? 'start'];
    });
    expect(items).toEqual([1, 2, 3, 4]);
    expect(cursors).toEqual([null, 'b', 'c']);
  });

  it('stops at max items', async () => {
    expect(await collectPages(async (cursor) => pages[cursor ?? 'start'], { max: 3 })).toEqual([1, 2, 3]);
  });

  it('stops when the provider repeats a cursor', async () => {
    let calls = 0;
    const items = await collectPages(async () => {
      calls++;
      return { items: [calls], cursor: 'same' };
    });
    expect(items).toEqual([1, 2]);
  });
});
