import { COUNT_TOTAL_FRAMES, countValueAt, easeOutCubic, formatCount } from './count-up';

describe('count-up timing', () => {
  it('runs 150 frames: 2500 ms at 60 fps', () => {
    expect(COUNT_TOTAL_FRAMES).toBe(150);
  });

  it('eases out: 0 at the start, past the linear midpoint halfway, 1 at the end', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(2)).toBe(1);
    expect(easeOutCubic(-1)).toBe(0);
  });

  it('gives 0 on the first frame, the target on the last, and 88% of it halfway', () => {
    expect(countValueAt(0, 200)).toBe(0);
    expect(countValueAt(75, 200)).toBe(175);
    expect(countValueAt(150, 200)).toBe(200);
    expect(countValueAt(999, 200)).toBe(200);
  });

  it('only shows whole numbers that never go down', () => {
    let previous = -1;
    for (let frame = 0; frame <= COUNT_TOTAL_FRAMES; frame += 1) {
      const value = countValueAt(frame, 15);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
    expect(previous).toBe(15);
  });

  it('formats with a trailing plus', () => {
    expect(formatCount(15)).toBe('15+');
  });
});
