import { act, renderHook } from '@testing-library/react';
import { COUNT_DURATION_MS } from '../lib/count-up';
import { useCountUp } from './use-count-up';

describe('useCountUp', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stays at 0 until it starts running', () => {
    const { result } = renderHook(() => useCountUp(15, false, false));
    act(() => jest.advanceTimersByTime(COUNT_DURATION_MS));
    expect(result.current).toBe(0);
  });

  it('rises over 2500 ms and lands exactly on the target', () => {
    const { result } = renderHook(() => useCountUp(200, true, false));
    expect(result.current).toBe(0);
    act(() => jest.advanceTimersByTime(COUNT_DURATION_MS / 2));
    expect(result.current).toBeGreaterThan(100);
    expect(result.current).toBeLessThan(200);
    act(() => jest.advanceTimersByTime(COUNT_DURATION_MS));
    expect(result.current).toBe(200);
  });

  it('shows the final value at once with reduced motion', () => {
    const { result } = renderHook(() => useCountUp(150, true, true));
    expect(result.current).toBe(150);
  });
});
