import { isCalendarDate, isJobClosed, jobToday } from './job';

describe('job closing dates', () => {
  it.each(['2026-12-31', '2028-02-29', '2026-01-01'])('takes the real day %s', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });

  it.each([
    '2026-02-30',
    '2027-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-1-5',
    '2026-12-31T00:00:00Z',
    ' 2026-12-31',
    '31/12/2026',
    '',
    20261231,
    null,
  ])('refuses %p', (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });

  it("counts days in Tripoli's time zone (UTC+2), not the server's", () => {
    expect(jobToday(new Date('2026-06-30T21:59:59Z'))).toBe('2026-06-30');
    expect(jobToday(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });

  it('keeps a job open through its closing day, Tripoli time, and closes it after', () => {
    const job = { closesAt: '2026-06-30' };
    expect(isJobClosed(job, new Date('2026-06-30T21:59:59Z'))).toBe(false);
    expect(isJobClosed(job, new Date('2026-06-30T22:00:00Z'))).toBe(true);
    expect(isJobClosed({ closesAt: null }, new Date('2099-01-01T00:00:00Z'))).toBe(false);
    expect(isJobClosed({}, new Date('2099-01-01T00:00:00Z'))).toBe(false);
  });
});
