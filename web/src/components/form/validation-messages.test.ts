import i18n from '@/lib/i18n';
import ar from '@/locales/ar/validation.json';
import en from '@/locales/en/validation.json';
import { formLevelMessage, KNOWN_RULES, ruleRank, validationMessage } from './validation-messages';

describe('validationMessage', () => {
  const t = i18n.t.bind(i18n);

  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("gives each rule the site's wording, filled with the rule's params", () => {
    expect(validationMessage({ field: 'email', rule: 'isEmail' }, t)).toBe('Enter a valid email address.');
    expect(validationMessage({ field: 'name', rule: 'isNotEmpty' }, t)).toBe('This field is required.');
    expect(validationMessage({ field: 'name', rule: 'maxLength', params: { max: 200 } }, t)).toBe(
      'Use at most 200 characters.',
    );
    expect(validationMessage({ field: 'type', rule: 'isIn', params: { values: ['a', 'b'] } }, t)).toBe(
      'Choose one of the listed options.',
    );
  });

  it('speaks the current language', async () => {
    await i18n.changeLanguage('ar');
    expect(validationMessage({ field: 'name', rule: 'isNotEmpty' }, t)).toBe('هذا الحقل مطلوب.');
    expect(validationMessage({ field: 'name', rule: 'maxLength', params: { max: 200 } }, t)).toBe(
      'يجب ألّا يزيد عدد الأحرف على 200.',
    );
  });

  it('falls back to a generic message for a rule the site does not know', () => {
    expect(validationMessage({ field: 'name', rule: 'isLatLong' }, t)).toBe('This value is not valid.');
  });

  it('names the field in a form-level message', () => {
    expect(formLevelMessage({ field: 'jobId', rule: 'isPublishedJob' }, t)).toBe(
      'jobId: This opening is no longer available; choose another position.',
    );
    expect(formLevelMessage({ field: 'extra', rule: 'unknownField' }, t)).toBe(
      'The form sent a field the server does not accept: extra.',
    );
  });

  it('has an English and an Arabic message for every known rule', () => {
    for (const rule of [...KNOWN_RULES, 'invalid', 'atField']) {
      expect(en.rules).toHaveProperty(rule);
      expect(ar.rules).toHaveProperty(rule);
    }
  });
});

describe('ruleRank', () => {
  it('ranks required before format before length before anything else', () => {
    const ranks = ['isNotEmpty', 'isEmail', 'maxLength', 'unknownField', 'isLatLong'].map(ruleRank);
    expect(ranks).toEqual([0, 1, 2, 3, 3]);
  });
});
