import { normalizeForSearch } from './search-text';

/** Whether a search for `query` finds `text`, as every search box decides it. */
const finds = (text: string, query: string) => normalizeForSearch(text).includes(normalizeForSearch(query));

describe('normalizeForSearch', () => {
  it.each([
    ['الألياف الضوئية', 'الالياف'],
    ['برمجيات الفدية', 'الفديه'],
    ['مستشفى الشفاء', 'مستشفي'],
    ['مستشفي الشفاء', 'مستشفى'],
    ['إدارة الشبكات', 'اداره'],
    ['الخدمات المُدارة', 'مدار'],
    ['مـــدار للتقنية', 'مدار'],
    ['Madar network', 'NETWORK'],
    ['آفاق', 'افاق'],
    ['ٱلرحمن', 'الرحمن'],
    ['هاتف 091-2345678', '٠٩١'],
    ['سنة ۲۰۲۶', '2026'],
  ])('finds %s by %s', (text, query) => {
    expect(finds(text, query)).toBe(true);
  });

  it('applies to the query as to the text: a query with hamza, diacritics or tatweel finds the bare word', () => {
    expect(finds('الالياف', 'الألياف')).toBe(true);
    expect(finds('اداره', 'إِدَارَة')).toBe(true);
    expect(finds('مدار', 'مـــدار')).toBe(true);
  });

  it('still tells different words apart', () => {
    expect(finds('الألياف الضوئية', 'الأرياف')).toBe(false);
    expect(finds('network', 'networks')).toBe(false);
  });

  it('folds full-width Latin and Arabic presentation forms to the letters they show', () => {
    expect(normalizeForSearch('ＡＢＣ')).toBe('abc');
    // The lam-alef ligature with hamza: lam, then an alef whose hamza folds away.
    expect(normalizeForSearch('\uFEF7')).toBe('\u0644\u0627');
    // Alef typed with a separate combining madda composes, then folds like any alef.
    expect(normalizeForSearch('\u0627\u0653فاق')).toBe('افاق');
  });

  it('gives the folded forms exactly', () => {
    expect(normalizeForSearch('أإآٱةى')).toBe('ااااهي');
    expect(normalizeForSearch('مُـدَارٌ')).toBe('مدار');
    expect(normalizeForSearch('٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹')).toBe('01234567890123456789');
  });
});
