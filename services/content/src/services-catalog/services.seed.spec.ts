import { type LocalizedText, SERVICE_IDS } from '@madar/shared';
import { SERVICES_SEED } from './services.seed';

const ARABIC = /[\u0600-\u06FF]/;
// Every Latin word in the Arabic copy must be a product or standard name, not transliterated prose.
const LATIN_WORD = /[A-Za-z][A-Za-z0-9/-]*/g;

function texts(service: (typeof SERVICES_SEED)[number]): LocalizedText[] {
  return [
    service.title,
    service.description,
    ...service.features,
    ...service.process.flatMap((step) => [step.title, step.description]),
    ...service.faqs.flatMap((faq) => [faq.question, faq.answer]),
  ];
}

describe('services seed', () => {
  it('holds the seven ids of the spec in order, with their icons', () => {
    expect(SERVICES_SEED.map((s) => [s.id, s.icon])).toEqual([
      ['it-infrastructure', 'server'],
      ['telecommunications', 'phone'],
      ['networking', 'network-wired'],
      ['security-systems', 'shield-alt'],
      ['software-development', 'code'],
      ['consulting', 'comments'],
      ['support', 'headset'],
    ]);
    expect(SERVICES_SEED.map((s) => s.id)).toEqual([...SERVICE_IDS]);
  });

  it('features the first six services only', () => {
    expect(SERVICES_SEED.map((s) => s.featured)).toEqual([true, true, true, true, true, true, false]);
  });

  it.each(SERVICES_SEED.map((s) => [s.id, s] as const))(
    '%s has the expected shape of copy',
    (id, service) => {
      expect(service.image).toBe(`/images/services/${id}.svg`);
      expect(service.features.length).toBeGreaterThanOrEqual(5);
      expect(service.features.length).toBeLessThanOrEqual(6);
      expect(service.process).toHaveLength(4);
      expect(service.faqs).toHaveLength(3);
      const sentences = service.description.en.split(/[.!?](?:\s|$)/).filter((s) => s.trim()).length;
      expect(sentences).toBeGreaterThanOrEqual(2);
      expect(sentences).toBeLessThanOrEqual(3);
    },
  );

  it.each(SERVICES_SEED.map((s) => [s.id, s] as const))(
    '%s is written in Arabic script and English',
    (_id, service) => {
      for (const text of texts(service)) {
        expect(text.en).not.toMatch(ARABIC);
        expect(text.ar).toMatch(ARABIC);
        // Mostly Arabic: Latin is reserved for names such as VMware, VSAT or ISO/IEC 27001.
        const latin = (text.ar.match(LATIN_WORD) ?? []).join('').length;
        expect(latin / text.ar.length).toBeLessThan(0.35);
      }
    },
  );
});
