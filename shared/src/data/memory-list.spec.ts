import { foldForSearch, inRange, listInMemory, settle } from './memory-list';

interface Row {
  id: string;
  name: string;
  status: 'a' | 'b';
  at: string;
}

const rows: Row[] = [
  { id: '3', name: 'omar', status: 'a', at: '2026-01-03T00:00:00.000Z' },
  { id: '1', name: 'Basma', status: 'b', at: '2026-01-01T00:00:00.000Z' },
  { id: '2', name: 'ALI', status: 'a', at: '2026-01-01T00:00:00.000Z' },
  { id: '4', name: 'سالم', status: 'b', at: '2026-01-04T00:00:00.000Z' },
];

const rules = {
  searchText: (row: Row) => [row.name],
  status: (row: Row) => row.status,
  sortValue: { at: (row: Row) => row.at, name: (row: Row) => row.name.toLowerCase() },
  id: (row: Row) => row.id,
};

describe('listInMemory', () => {
  it('filters, searches without case, sorts with ties broken by id, and pages with the total', () => {
    const page = listInMemory(rows, { page: 1, pageSize: 2, sort: { field: 'at', direction: 'asc' } }, rules);
    expect(page).toEqual({ items: [rows[1], rows[2]], total: 4, page: 1, pageSize: 2 });
    const search = listInMemory(
      rows,
      { page: 1, pageSize: 10, search: 'ALI', sort: { field: 'name', direction: 'desc' } },
      rules,
    );
    expect(search.items.map((r) => r.id)).toEqual(['2']);
    const status = listInMemory(
      rows,
      { page: 1, pageSize: 10, status: 'b', sort: { field: 'at', direction: 'desc' } },
      rules,
    );
    expect(status.items.map((r) => r.id)).toEqual(['4', '1']);
    expect(
      listInMemory(
        rows,
        { page: 1, pageSize: 10, search: 'سال', sort: { field: 'at', direction: 'desc' } },
        rules,
      ).total,
    ).toBe(1);
    expect(
      listInMemory(rows, { page: 3, pageSize: 2, sort: { field: 'at', direction: 'desc' } }, rules).items,
    ).toEqual([]);
  });

  it('folds full-width and presentation forms, so what looks alike matches', () => {
    expect(foldForSearch('ＡＢＣ')).toBe('abc');
    // The lam-alef ligature with hamza: lam, then an alef whose hamza search forgives.
    expect(foldForSearch('\uFEF7')).toBe('\u0644\u0627');
  });

  it('forgives Arabic spelling on both sides: alef forms, taa marbuta, alef maqsura, diacritics, tatweel', () => {
    const texts = [
      { id: 'fibre', name: 'الألياف الضوئية' },
      { id: 'ransom', name: 'برمجيات الفدية' },
      { id: 'hospital', name: 'مستشفى الشفاء' },
      { id: 'admin', name: 'إدارة الشبكات' },
      { id: 'managed', name: 'الخدمات المُدارة' },
    ];
    const found = (search: string) =>
      listInMemory(
        texts,
        { page: 1, pageSize: 10, search, sort: { field: 'id', direction: 'asc' } },
        { searchText: (t) => [t.name], sortValue: { id: (t) => t.id }, id: (t) => t.id },
      ).items.map((t) => t.id);
    expect(found('الالياف')).toEqual(['fibre']);
    expect(found('الفديه')).toEqual(['ransom']);
    expect(found('مستشفي')).toEqual(['hospital']);
    expect(found('اداره')).toEqual(['admin']);
    expect(found('مـــدار')).toEqual(['managed']);
    expect(found('إِدَارَة')).toEqual(['admin']);
    expect(found('الألياف')).toEqual(['fibre']);
  });

  it('checks a half-open range', () => {
    const range = { from: new Date('2026-01-02T00:00:00Z'), to: new Date('2026-01-03T00:00:00Z') };
    expect(inRange('2026-01-02T00:00:00.000Z', range)).toBe(true);
    expect(inRange('2026-01-03T00:00:00.000Z', range)).toBe(false);
    expect(inRange('2026-01-01T23:59:59.999Z', range)).toBe(false);
  });

  it('settles a throwing operation as a rejection', async () => {
    await expect(settle(() => 5)).resolves.toBe(5);
    await expect(
      settle(() => {
        throw new Error('full');
      }),
    ).rejects.toThrow('full');
  });
});
