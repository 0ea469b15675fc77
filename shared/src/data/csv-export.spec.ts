import { csvCell, csvLine, everyItem } from './csv-export';

describe('CSV cells', () => {
  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+2+3', "'+2+3"],
    ['-2+3+cmd|calc', "'-2+3+cmd|calc"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
    ['\rCR', `"'\rCR"`],
  ])('neutralises a formula: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('quotes commas, quotes and line breaks, and leaves plain text and numbers alone', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('مرحبا')).toBe('مرحبا');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(undefined)).toBe('');
    expect(csvLine(['a', null, 3])).toBe('a,,3\r\n');
  });
});

describe('everyItem', () => {
  it('reads page after page until a short one', async () => {
    const all = Array.from({ length: 7 }, (_, i) => i);
    const pages: number[] = [];
    const list = (query: { page: number; pageSize: number }) => {
      pages.push(query.page);
      const start = (query.page - 1) * query.pageSize;
      return Promise.resolve({ items: all.slice(start, start + query.pageSize), total: 7, ...query });
    };
    const seen: number[] = [];
    for await (const item of everyItem(list, { sort: { field: 'x', direction: 'asc' } }, 3)) seen.push(item);
    expect(seen).toEqual(all);
    expect(pages).toEqual([1, 2, 3]);
  });
});
