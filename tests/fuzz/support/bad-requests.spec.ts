/**
 * The encoding of generated path and query pieces: the fuzz cases a seed gives depend on it, and a
 * piece must reach the service as the bytes it stands for.
 */
import fc from 'fast-check';
import { percentEncode } from './bad-requests';

describe('percentEncode', () => {
  it('keeps the unreserved characters and writes every other byte of the UTF-8 as %XX', () => {
    expect(percentEncode('aZ09-_.~')).toBe('aZ09-_.~');
    expect(percentEncode(' /?#%+&=')).toBe('%20%2F%3F%23%25%2B%26%3D');
    // encodeURIComponent would keep these.
    expect(percentEncode("!*'()")).toBe('%21%2A%27%28%29');
    expect(percentEncode('شبكة')).toBe('%D8%B4%D8%A8%D9%83%D8%A9');
    expect(percentEncode('\u0000\u007f\u00ff')).toBe('%00%7F%C3%BF');
  });

  it('writes a lone surrogate as U+FFFD, as a browser does', () => {
    expect(percentEncode('a\ud800b')).toBe('a%EF%BF%BDb');
  });

  it('decodes to the UTF-8 of any text, in unreserved characters and escapes only', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        const encoded = percentEncode(text);
        expect(encoded).toMatch(/^(?:[A-Za-z0-9\-_.~]|%[0-9A-F]{2})*$/);
        expect(decodeURIComponent(encoded)).toBe(Buffer.from(text, 'utf8').toString('utf8'));
      }),
      { seed: 20_261_127 },
    );
  });
});
