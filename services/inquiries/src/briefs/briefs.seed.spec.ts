import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { BRIEF_STATUSES } from '@madar/shared';
import { createSeedBriefs } from './briefs.seed';
import { CreateBriefDto } from './dto/create-brief.dto';

describe('seed briefs', () => {
  const now = new Date('2026-06-15T12:00:00.000Z');
  const seeds = createSeedBriefs(now);

  it('holds about eight briefs with unique ids', () => {
    expect(seeds.length).toBeGreaterThanOrEqual(8);
    expect(new Set(seeds.map((b) => b.id)).size).toBe(seeds.length);
  });

  it('spreads them over the last 60 days, on both sides of the 30-day mark', () => {
    const ages = seeds.map((b) => (now.getTime() - Date.parse(b.submittedAt)) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(60);
    expect(ages.some((age) => age < 30)).toBe(true);
    expect(ages.some((age) => age >= 30)).toBe(true);
  });

  it('uses every status and both languages', () => {
    expect(new Set(seeds.map((b) => b.status))).toEqual(new Set(BRIEF_STATUSES));
    expect(seeds.some((b) => /[\u0600-\u06FF]/.test(b.companyName))).toBe(true);
    expect(seeds.some((b) => /^[\x20-\x7E]+$/.test(b.companyName))).toBe(true);
  });

  it('would each pass the submission rules themselves', () => {
    for (const { id: _id, status: _status, submittedAt: _at, ...fields } of seeds) {
      const errors = validateSync(plainToInstance(CreateBriefDto, fields), {
        forbidNonWhitelisted: true,
        whitelist: true,
      });
      expect(errors.map((e) => `${fields.companyName}: ${e.property}`)).toEqual([]);
    }
  });
});
