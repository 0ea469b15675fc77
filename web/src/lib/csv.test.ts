import { CSV_BOM, toCsv, type CsvColumn } from './csv';

interface Row {
  name: string;
  note?: string | null;
  count: number;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Note', value: (row) => row.note },
  { header: 'Count', value: (row) => row.count },
];

describe('toCsv', () => {
  it('starts with a UTF-8 BOM and ends every record with CRLF', () => {
    const csv = toCsv([{ name: 'Madar', note: 'ok', count: 2 }], columns);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('Name,Note,Count\r\nMadar,ok,2\r\n');
  });

  it('quotes fields holding commas, quotes or line breaks and doubles the quotes', () => {
    const csv = toCsv([{ name: 'Sahara, Ltd', note: 'said "hi"\nthen left', count: 1 }], columns);
    expect(csv.slice(1).split('\r\n')[1]).toBe('"Sahara, Ltd","said ""hi""\nthen left",1');
  });

  it('leaves missing values empty and keeps Arabic text as is', () => {
    const csv = toCsv([{ name: 'مدار', note: null, count: 0 }], columns);
    expect(csv.slice(1).split('\r\n')[1]).toBe('مدار,,0');
  });

  it('writes only the header for no rows', () => {
    expect(toCsv([], columns)).toBe(`${CSV_BOM}Name,Note,Count\r\n`);
  });
});
