import { mailtoHref, telHref } from './mailto';

describe('mailtoHref', () => {
  it('links a plain address as it is', () => {
    expect(mailtoHref('nadia@example.ly')).toBe('mailto:nadia@example.ly');
    expect(mailtoHref(' k.al-mabrouk+briefs@madar-tech.example ')).toBe(
      'mailto:k.al-mabrouk%2Bbriefs@madar-tech.example',
    );
  });

  it('keeps an injected query inside the address, so no header, body or recipient is added', () => {
    const href = mailtoHref('x?bcc=attacker%40evil.ly&body=hi@example.ly');
    expect(href).toBe('mailto:x%3Fbcc%3Dattacker%2540evil.ly%26body%3Dhi@example.ly');
    expect(new URL(href).search).toBe('');
    expect(mailtoHref('a@b.ly,c@d.ly')).toBe('mailto:a%40b.ly%2Cc@d.ly');
  });

  it('encodes Arabic (internationalised) addresses and never throws on a lone surrogate', () => {
    expect(mailtoHref('نادية@مثال.ly')).toBe(
      `mailto:${encodeURIComponent('نادية')}@${encodeURIComponent('مثال.ly')}`,
    );
    expect(mailtoHref('a\ud800@example.ly')).toBe('mailto:a%EF%BF%BD@example.ly');
  });
});

describe('telHref', () => {
  it('drops the visual separators and keeps the international plus', () => {
    expect(telHref('+218 21 555-0100')).toBe('tel:+218215550100');
    expect(telHref('(021) 555.0100')).toBe('tel:0215550100');
  });

  it('encodes anything else, so a stray character cannot add parameters or break out of the link', () => {
    expect(telHref('+218 21 555 0100?x=1&y=2')).toBe('tel:+218215550100%3Fx%3D1%26y%3D2');
    expect(telHref('+218 21 555 0100"><b>')).toBe('tel:+218215550100%22%3E%3Cb%3E');
  });
});
