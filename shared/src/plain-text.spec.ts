import { isPlainEmail, isPlainText, normalizeText, refusedCharacter } from './plain-text';

const REFUSED_EVERYWHERE: Record<string, string> = {
  NUL: '\u0000',
  'vertical tab': '\u000b',
  'form feed': '\u000c',
  escape: '\u001b',
  DEL: '\u007f',
  'C1 next line': '\u0085',
  'C1 CSI': '\u009b',
  'left-to-right embedding': '\u202a',
  'right-to-left override': '\u202e',
  'left-to-right isolate': '\u2066',
  'pop directional isolate': '\u2069',
  'zero-width space': '\u200b',
  'zero-width non-joiner': '\u200c',
  'zero-width joiner': '\u200d',
  'word joiner': '\u2060',
  'byte order mark': '\ufeff',
};

const ARABIC = [
  'مُحَمَّد الفيتوري', // harakat (fatha, damma, shadda)
  'شركة مـــدار للتقنية', // tatweel
  'هاتف ٠٩١٢٣٤٥٦٧٨ و۱۲۳', // Arabic-Indic and extended Arabic-Indic digits
  'الدَّعْمُ الفَنِّيُّ 👍🏽 🚀', // marks and emoji (with a skin-tone modifier)
  'Madar مدار (Tripoli) طرابلس', // mixed directions
  '\u200fطرابلس\u200e - Libya\u061c', // the plain direction marks RLM, LRM and ALM
];

describe('the plain-text rule', () => {
  it.each(Object.entries(REFUSED_EVERYWHERE))('refuses %s in single-line and multi-line text', (_, char) => {
    const text = `Nadia${char}Elmagrahi`;
    const code = `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
    expect(refusedCharacter(text, 'single')).toBe(code);
    expect(refusedCharacter(normalizeText(text, 'multi'), 'multi')).toBe(code);
  });

  it('refuses tab, CR and LF on one line, and keeps tab and newline in multi-line text', () => {
    expect(refusedCharacter('a\tb', 'single')).toBe('U+0009');
    expect(refusedCharacter('a\nb', 'single')).toBe('U+000A');
    expect(refusedCharacter(normalizeText('a\r\nb', 'single'), 'single')).toBe('U+000D');
    expect(isPlainText('line one\n\tindented\nline three', 'multi')).toBe(true);
  });

  it('makes CRLF and lone CR line feeds in multi-line text only', () => {
    expect(normalizeText('one\r\ntwo\rthree\n', 'multi')).toBe('one\ntwo\nthree\n');
    expect(normalizeText('one\r\ntwo', 'single')).toBe('one\r\ntwo');
  });

  it('normalises to NFC', () => {
    const decomposed = 'Cafe\u0301 Tripoli';
    expect(normalizeText(decomposed, 'single')).toBe('Caf\u00e9 Tripoli');
    // Arabic: alef followed by a combining hamza above composes to alef with hamza above.
    expect(normalizeText('\u0627\u0654', 'multi')).toBe('\u0623');
  });

  it.each(ARABIC)('accepts Arabic text with its normal marks, digits and emoji: %s', (text) => {
    expect(isPlainText(normalizeText(text, 'single'), 'single')).toBe(true);
    expect(isPlainText(normalizeText(text, 'multi'), 'multi')).toBe(true);
  });
});

describe('isPlainEmail', () => {
  it.each([
    'nadia@example.ly',
    'k.al-mabrouk+briefs@madar-tech.example',
    "o'neil@example.com",
    'نادية@مثال.ly',
  ])('accepts %s', (email) => expect(isPlainEmail(email)).toBe(true));

  it.each([
    'x?bcc=attacker%40evil.ly&body=hi@example.ly',
    'a&b@example.ly',
    'a%40b@example.ly',
    '"quoted"@example.ly',
    'two words@example.ly',
    '<a@example.ly>',
    'a@example.ly,b@example.ly',
    'a@example.ly;b@example.ly',
    'a#b@example.ly',
    'a@example.ly?subject=hi',
    'no-at-sign.example.ly',
    'a@localhost',
    'a\u202e@example.ly',
  ])('refuses %s', (email) => expect(isPlainEmail(email)).toBe(false));
});
