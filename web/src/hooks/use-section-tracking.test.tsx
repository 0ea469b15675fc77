import { act, render, screen } from '@testing-library/react';
import { pickActiveSection, useSectionTracking } from './use-section-tracking';

const IDS = ['hero', 'about', 'services'] as const;

function Probe({ ids }: { ids: readonly string[] }) {
  const active = useSectionTracking(ids);
  return (
    <>
      {IDS.map((id) => (
        <section key={id} id={id} />
      ))}
      <output>{active ?? 'none'}</output>
    </>
  );
}

/** jsdom has no layout: give each section a fixed top that moves up as the page scrolls. */
function layOut(tops: Record<string, number>) {
  for (const [id, top] of Object.entries(tops)) {
    const element = document.getElementById(id);
    if (element) element.getBoundingClientRect = () => ({ top }) as DOMRect;
  }
}

describe('pickActiveSection', () => {
  it('picks the last section whose top is within the 100 px offset', () => {
    const at = (hero: number) => [
      { id: 'hero', top: hero },
      { id: 'about', top: hero + 600 },
      { id: 'services', top: hero + 1200 },
    ];
    expect(pickActiveSection(at(0))).toBe('hero');
    expect(pickActiveSection(at(-499))).toBe('hero');
    expect(pickActiveSection(at(-500))).toBe('about');
    expect(pickActiveSection(at(-1100))).toBe('services');
  });

  it('falls back to the first section before any reaches the offset, null when none', () => {
    expect(pickActiveSection([{ id: 'about', top: 400 }])).toBe('about');
    expect(pickActiveSection([])).toBeNull();
  });
});

describe('useSectionTracking', () => {
  // Animation frames run when the test says so, as a browser would run them after the scroll event.
  let frames: FrameRequestCallback[] = [];
  const scroll = () =>
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      const pending = frames;
      frames = [];
      for (const callback of pending) callback(0);
    });
  beforeEach(() => {
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });
  afterEach(() => jest.restoreAllMocks());

  it('follows the scroll position', () => {
    const { rerender } = render(<Probe ids={[]} />);
    layOut({ hero: 0, about: 700, services: 1400 });
    rerender(<Probe ids={IDS} />);
    expect(screen.getByRole('status')).toHaveTextContent('hero');

    layOut({ hero: -650, about: 50, services: 750 });
    scroll();
    expect(screen.getByRole('status')).toHaveTextContent('about');

    layOut({ hero: -1350, about: -650, services: 90 });
    scroll();
    expect(screen.getByRole('status')).toHaveTextContent('services');
  });

  it('tracks nothing without ids', () => {
    render(<Probe ids={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });
});
