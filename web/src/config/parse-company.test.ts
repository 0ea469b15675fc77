import { DEFAULT_COMPANY } from './company-defaults';
import { EnvError, parseEnv } from './parse-env';

const company = (json: string) => parseEnv({ VITE_COMPANY_JSON: json }).company;

function problemsOf(json: string): string[] {
  try {
    parseEnv({ VITE_COMPANY_JSON: json });
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}

describe('VITE_COMPANY_JSON', () => {
  it('keeps the fictitious defaults when unset', () => {
    expect(parseEnv({}).company).toBe(DEFAULT_COMPANY);
    expect(DEFAULT_COMPANY.email).toMatch(/\.example$/);
    for (const office of DEFAULT_COMPANY.offices) expect(office.phone).toMatch(/^\+218 \d\d 555 01\d\d$/);
  });

  it('replaces only the keys the operator sets, and shows no demo WhatsApp number', () => {
    const result = company('{"phone": "+218 21 123 4567", "email": "info@company.ly"}');
    const { whatsapp, ...rest } = DEFAULT_COMPANY;
    expect(whatsapp?.number).toBe('218215550100');
    expect(result).toEqual({ ...rest, phone: '+218 21 123 4567', email: 'info@company.ly' });
  });

  it('takes a WhatsApp number in international form, with an optional greeting per language', () => {
    expect(company('{"whatsapp": {"number": "+218 91-234 5678"}}').whatsapp).toEqual({
      number: '218912345678',
    });
    const greeting = { en: 'Hello Acme', ar: 'مرحباً أكمي' };
    expect(company(JSON.stringify({ whatsapp: { number: '218912345678', greeting } })).whatsapp).toEqual({
      number: '218912345678',
      greeting,
    });
  });

  it('refuses a WhatsApp number wa.me cannot open, and a greeting missing a language', () => {
    expect(problemsOf('{"whatsapp": {"number": "091 234 5678"}}')).toEqual([
      expect.stringContaining('whatsapp.number must be an international number'),
    ]);
    expect(problemsOf('{"whatsapp": "218912345678"}')).toEqual([
      expect.stringContaining('whatsapp must be an object'),
    ]);
    expect(
      problemsOf('{"whatsapp": {"number": "218912345678", "greeting": {"en": "Hi"}, "mesage": "x"}}'),
    ).toEqual([
      'VITE_COMPANY_JSON: unknown key "whatsapp.mesage"',
      expect.stringContaining('whatsapp.greeting must be {"en": "…", "ar": "…"}'),
    ]);
  });

  it('hides the networks an operator leaves out or empties', () => {
    const result = company('{"social": {"linkedin": "https://www.linkedin.com/company/acme", "x": ""}}');
    expect(result.social).toEqual({ linkedin: 'https://www.linkedin.com/company/acme' });
  });

  it('takes a whole list of bilingual offices', () => {
    const office = {
      id: 'misrata',
      city: { en: 'Misrata', ar: 'مصراتة' },
      name: { en: 'Misrata Office', ar: 'مكتب مصراتة' },
      role: { en: 'Branch', ar: 'فرع' },
      address: { en: 'Tripoli Street, Misrata', ar: 'شارع طرابلس، مصراتة' },
      phone: '+218 51 555 0103',
      email: 'misrata@company.ly',
    };
    expect(company(JSON.stringify({ offices: [office] })).offices).toEqual([office]);
  });

  it('refuses what is not JSON or not an object', () => {
    expect(problemsOf('{phone: 1}')).toEqual(['VITE_COMPANY_JSON must be valid JSON']);
    expect(problemsOf('[]')).toEqual(['VITE_COMPANY_JSON must be a JSON object']);
  });

  it('lists every bad value at once', () => {
    const problems = problemsOf(
      JSON.stringify({
        phone: 'call us',
        email: 'a@b.ly?bcc=x@y.ly',
        address: { en: 'Tripoli' },
        social: { myspace: 'https://myspace.com/x', facebook: 'javascript:alert(1)' },
        offices: [{ id: 'A B' }],
        fax: '1',
      }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('phone must be a phone number'),
        expect.stringContaining('email must be a plain email address'),
        expect.stringContaining('address must be {"en": "…", "ar": "…"}'),
        expect.stringContaining('social.myspace is not one of'),
        expect.stringContaining('social.facebook must be an http(s) URL'),
        expect.stringContaining('offices[0].id must be'),
        expect.stringContaining('offices[0].city must be'),
        expect.stringContaining('unknown key "fax"'),
      ]),
    );
  });

  it('refuses two offices with one id', () => {
    const office = { ...DEFAULT_COMPANY.offices[0] };
    expect(problemsOf(JSON.stringify({ offices: [office, office] }))).toEqual([
      'VITE_COMPANY_JSON: offices need distinct ids',
    ]);
  });

  it('takes a name and opening-hours lines in both languages, refusing a line missing one', () => {
    const name = { en: 'Acme Networks', ar: 'أكمي للشبكات' };
    const hours = [{ en: 'Every day: 9 - 5', ar: 'كل يوم: 9 - 5' }];
    expect(company(JSON.stringify({ name, hours }))).toMatchObject({ name, hours });
    expect(company('{}').hours).toEqual(DEFAULT_COMPANY.hours);
    expect(problemsOf(JSON.stringify({ hours: [{ en: 'Every day' }] }))).toEqual([
      expect.stringContaining('hours[0] must be'),
    ]);
  });
});
