import { minimalPdf } from './minimal-pdf';

describe('minimalPdf', () => {
  const bytes = minimalPdf(['Curriculum Vitae', 'Omar (Al-Zawi) \\ test', 'سلمى']);
  const text = bytes.toString('latin1');

  it('is a PDF from its first bytes to its end marker', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    expect(bytes.length).toBeLessThan(1024);
  });

  it('points its cross-reference table at each object', () => {
    const xrefAt = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');

    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => {
      expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true);
    });
  });

  it('declares the true length of its content stream', () => {
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
    const start = text.indexOf('stream\n') + 'stream\n'.length;

    expect(text.slice(start + length)).toMatch(/^\nendstream/);
  });

  it('escapes PDF string syntax and replaces what Helvetica cannot show', () => {
    expect(text).toContain('(Omar \\(Al-Zawi\\) \\\\ test) Tj');
    expect(text).toContain('(????) Tj');
  });
});
