import { latencyFor } from './latency';

describe('latencyFor', () => {
  const settings = { readMs: 500, writeMs: 1000 };

  it('uses the read delay for GET and HEAD and the write delay for the rest', () => {
    expect(latencyFor('GET', settings)).toBe(500);
    expect(latencyFor('head', settings)).toBe(500);
    expect(latencyFor('POST', settings)).toBe(1000);
    expect(latencyFor('PATCH', settings)).toBe(1000);
    expect(latencyFor('DELETE', settings)).toBe(1000);
  });

  it('never returns a negative delay', () => {
    expect(latencyFor('GET', { readMs: -5, writeMs: 0 })).toBe(0);
  });
});
