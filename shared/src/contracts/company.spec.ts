import { whatsAppChatUrl, whatsAppNumber } from './company';

describe('whatsAppNumber', () => {
  it('keeps the digits of an international number, dropping "+", spaces and hyphens', () => {
    expect(whatsAppNumber('218912345678')).toBe('218912345678');
    expect(whatsAppNumber(' +218 91-234 5678 ')).toBe('218912345678');
  });

  it('refuses what wa.me cannot open: a local or 00 number, letters, wrong lengths', () => {
    for (const bad of ['0912345678', '00218912345678', '+218 91 CALL US', '2189', '1234567890123456', '']) {
      expect(whatsAppNumber(bad)).toBeUndefined();
    }
  });
});

describe('whatsAppChatUrl', () => {
  it('opens a chat with the greeting typed in, encoded', () => {
    expect(whatsAppChatUrl('218912345678', 'مرحباً، أودّ الاستفسار')).toBe(
      `https://wa.me/218912345678?text=${encodeURIComponent('مرحباً، أودّ الاستفسار')}`,
    );
    expect(whatsAppChatUrl('218912345678', 'Hi & hello?')).toBe(
      'https://wa.me/218912345678?text=Hi%20%26%20hello%3F',
    );
  });

  it('has no text parameter without a greeting', () => {
    expect(whatsAppChatUrl('218912345678', ' ')).toBe('https://wa.me/218912345678');
  });
});
