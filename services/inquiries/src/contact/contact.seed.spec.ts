import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { createSeedMessages } from './contact.seed';
import { CreateContactMessageDto } from './dto/create-contact-message.dto';

describe('seed contact messages', () => {
  const now = new Date('2026-06-15T12:00:00.000Z');
  const seeds = createSeedMessages(now);

  it('holds about six messages with unique ids, in English and Arabic', () => {
    expect(seeds.length).toBeGreaterThanOrEqual(6);
    expect(new Set(seeds.map((m) => m.id)).size).toBe(seeds.length);
    expect(seeds.some((m) => /[\u0600-\u06FF]/.test(m.message))).toBe(true);
    expect(seeds.some((m) => /^[\x20-\x7E]+$/.test(m.message))).toBe(true);
  });

  it('spreads them over the last 60 days', () => {
    const ages = seeds.map((m) => (now.getTime() - Date.parse(m.receivedAt)) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(60);
    expect(ages.some((age) => age < 30)).toBe(true);
    expect(ages.some((age) => age >= 30)).toBe(true);
  });

  it('would each pass the contact form rules themselves', () => {
    // What the service adds (its id, time and status) is no part of the form.
    for (const { id: _id, receivedAt: _at, status: _status, ...fields } of seeds) {
      const errors = validateSync(plainToInstance(CreateContactMessageDto, fields), {
        forbidNonWhitelisted: true,
        whitelist: true,
      });
      expect(errors.map((e) => `${fields.name}: ${e.property}`)).toEqual([]);
    }
  });
});
