import type { Statistic } from '@madar/shared';
import { act, screen } from '@testing-library/react';
import i18n from '@/lib/i18n';
import { answer, envelope } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { COUNT_DURATION_MS } from '../lib/count-up';
import { StatisticsBand } from './statistics-band';

const statistics: Statistic[] = [
  {
    id: 'years',
    value: 15,
    label: { en: 'Years of experience', ar: 'سنة من الخبرة' },
    icon: 'calendar-check',
  },
  {
    id: 'projects',
    value: 200,
    label: { en: 'Projects delivered', ar: 'مشروع منجز' },
    icon: 'project-diagram',
  },
];

type ObserverCallback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** A controllable IntersectionObserver: `reveal()` reports every observed card as 50% visible. */
function installObserver() {
  const callbacks: ObserverCallback[] = [];
  const thresholds: number[] = [];
  class FakeObserver {
    constructor(callback: ObserverCallback, options?: IntersectionObserverInit) {
      callbacks.push(callback);
      thresholds.push(Number(options?.threshold ?? 0));
    }
    observe = jest.fn();
    disconnect = jest.fn();
  }
  Object.assign(window, { IntersectionObserver: FakeObserver });
  return {
    thresholds,
    reveal: () =>
      act(() => {
        for (const callback of callbacks) callback([{ isIntersecting: true, intersectionRatio: 0.5 }]);
      }),
  };
}

describe('StatisticsBand', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
    jest.useRealTimers();
  });

  it('loads GET /api/statistics and shows each label with its final value and a plus', async () => {
    const requests = answer('GET', '/api/statistics', { status: 200, body: statistics });
    renderAt(<StatisticsBand id="statistics" title="Madar in Numbers" />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading statistics…');
    expect(await screen.findByText('Years of experience')).toBeInTheDocument();
    // No IntersectionObserver in jsdom: the cards count as visible and count up from 0.
    expect(await screen.findByText('200+')).toBeInTheDocument();
    expect(screen.getByText('15+')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Madar in Numbers' })).toBeInTheDocument();
    expect(requests.map((r) => r.url)).toEqual(['/api/statistics']);
  });

  it('waits at 0+ until a card is 10% visible, then counts up over 2.5 s', async () => {
    const observer = installObserver();
    answer('GET', '/api/statistics', { status: 200, body: statistics });
    renderAt(<StatisticsBand id="statistics" title="Numbers" />);
    await screen.findByText('Projects delivered');

    jest.useFakeTimers();
    act(() => jest.advanceTimersByTime(COUNT_DURATION_MS));
    expect(screen.getAllByText('0+')).toHaveLength(2);
    expect(observer.thresholds.every((threshold) => threshold === 0.1)).toBe(true);

    observer.reveal();
    act(() => jest.advanceTimersByTime(COUNT_DURATION_MS + 100));
    expect(screen.getByText('15+')).toBeInTheDocument();
    expect(screen.getByText('200+')).toBeInTheDocument();
  });

  it('shows the Arabic labels', async () => {
    await act(() => i18n.changeLanguage('ar'));
    answer('GET', '/api/statistics', { status: 200, body: statistics });
    renderAt(<StatisticsBand id="statistics" title="مدار بالأرقام" />);
    expect(await screen.findByText('مشروع منجز')).toBeInTheDocument();
  });

  it('shows a translated error banner when the request fails', async () => {
    answer('GET', '/api/statistics', {
      status: 500,
      body: envelope(500, 'SERVER.INTERNAL', 'Internal server error'),
    });
    renderAt(<StatisticsBand id="statistics" title="Numbers" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load statistics. Please try again later.',
    );
  });
});
