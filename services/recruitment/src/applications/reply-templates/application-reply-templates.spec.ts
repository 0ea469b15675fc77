/**
 * The applicant reply templates: every template in every language, with the same placeholders, each
 * filled; and the Arabic texts use the glossary's terms (docs/glossary.md), as the site and mails do.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APPLICATION_REPLY_TEMPLATES, LANGUAGE_CODES } from '@madar/shared';
import { REPLY_TEMPLATE_TEXTS, replyDraft } from './application-reply-templates';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const textsOf = (language: 'en' | 'ar') =>
  APPLICATION_REPLY_TEMPLATES.map((template) => {
    const { subject, paragraphs } = REPLY_TEMPLATE_TEXTS[language][template];
    return [subject, ...paragraphs].join('\n');
  });

describe('application reply templates', () => {
  it.each(LANGUAGE_CODES)(
    'has every template in %s, each naming the applicant, the position and the company',
    (language) => {
      expect(Object.keys(REPLY_TEMPLATE_TEXTS[language]).sort()).toEqual(
        [...APPLICATION_REPLY_TEMPLATES].sort(),
      );
      for (const template of APPLICATION_REPLY_TEMPLATES) {
        const draft = replyDraft(template, language, {
          name: 'NAME',
          position: 'POSITION',
          company: 'COMPANY',
        });
        expect(draft.language).toBe(language);
        expect(draft.subject).not.toMatch(/\{\{|\n/);
        expect(draft.body).not.toContain('{{');
        for (const value of ['NAME', 'POSITION', 'COMPANY'])
          expect(`${draft.subject}\n${draft.body}`).toContain(value);
        // Paragraphs parted by one blank line, as the reply mail splits them.
        expect(draft.body.split('\n\n').every((p) => p.trim() === p && p !== '')).toBe(true);
      }
    },
  );

  it('uses the same placeholders in both languages', () => {
    const [en, ar] = [textsOf('en'), textsOf('ar')];
    en.forEach((text, i) => expect(placeholders(ar[i]!)).toEqual(placeholders(text)));
  });

  it('names things in Arabic with the glossary’s terms', () => {
    const glossary = JSON.parse(
      readFileSync(join(__dirname, '../../../../../docs/glossary-terms.json'), 'utf8'),
    ) as { terms: { avoid: string[] }[] };
    const arabic = textsOf('ar').join('\n');
    for (const avoided of glossary.terms.flatMap((term) => term.avoid)) expect(arabic).not.toContain(avoided);
    expect(arabic).toContain('طلب التوظيف');
  });
});
