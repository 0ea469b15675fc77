import { senderOf } from './transport';

const FROM = '"Madar Technologies" <no-reply@madar.example>';

it('sends a mail in the default language from MAIL_FROM as the operator wrote it', () => {
  expect(senderOf(FROM, 'en')).toBe(FROM);
  expect(senderOf(FROM)).toBe(FROM);
});

it('names the company in Arabic on an Arabic mail, at the address MAIL_FROM gives', () => {
  expect(senderOf(FROM, 'ar')).toEqual({ name: 'مدار للتقنية', address: 'no-reply@madar.example' });
  expect(senderOf(' no-reply@madar.example ', 'ar')).toEqual({
    name: 'مدار للتقنية',
    address: 'no-reply@madar.example',
  });
});
