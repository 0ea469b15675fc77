import { act, screen } from '@testing-library/react';
import { renderAt } from '@/testing/render';
import { Footer } from './footer';

type ObserverCallback = (entries: Partial<IntersectionObserverEntry>[]) => void;

describe('footer fade-in', () => {
  afterEach(() => Reflect.deleteProperty(window, 'IntersectionObserver'));

  it('shows at once where IntersectionObserver is missing', () => {
    renderAt(<Footer />);
    expect(screen.getByRole('contentinfo')).toHaveAttribute('data-revealed', 'true');
  });

  it('reveals the footer once it comes within 100 px of the viewport bottom, and stays revealed', () => {
    let callback: ObserverCallback = () => undefined;
    let options: IntersectionObserverInit | undefined;
    const disconnect = jest.fn();
    class FakeObserver {
      constructor(cb: ObserverCallback, init?: IntersectionObserverInit) {
        callback = cb;
        options = init;
      }
      observe = jest.fn();
      disconnect = disconnect;
    }
    Object.assign(window, { IntersectionObserver: FakeObserver });

    renderAt(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveAttribute('data-revealed', 'false');
    expect(options?.rootMargin).toBe('0px 0px 100px 0px');

    act(() => callback([{ isIntersecting: false }]));
    expect(footer).toHaveAttribute('data-revealed', 'false');
    act(() => callback([{ isIntersecting: true }]));
    expect(footer).toHaveAttribute('data-revealed', 'true');
    expect(footer).toHaveClass('site-footer--revealed');
    expect(disconnect).toHaveBeenCalled();
  });
});
