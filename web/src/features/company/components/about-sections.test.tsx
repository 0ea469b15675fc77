import { AVATAR_PLACEHOLDER, type TeamMember, type Testimonial, type TimelineEntry } from '@madar/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import i18n from '@/lib/i18n';
import { answer, envelope } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { CompanyValues } from './company-values';
import { HistoryTimeline } from './history-timeline';
import { TeamGrid } from './team-grid';
import { TestimonialsSection } from './testimonials-section';

const timeline: TimelineEntry[] = [
  {
    year: 2015,
    title: { en: 'Benghazi office opens', ar: 'افتتاح مكتب بنغازي' },
    description: { en: 'East.', ar: 'الشرق.' },
  },
  {
    year: 2010,
    title: { en: 'Founded in Tripoli', ar: 'التأسيس في طرابلس' },
    description: { en: 'Start.', ar: 'البداية.' },
  },
];

const team: TeamMember[] = [
  {
    id: 'ahmed-al-mabrouk',
    name: { en: 'Ahmed Al-Mabrouk', ar: 'أحمد المبروك' },
    position: { en: 'Chief Executive Officer', ar: 'الرئيس التنفيذي' },
    image: '/images/people/ahmed-al-mabrouk.jpg',
    bio: { en: 'Founded Madar.', ar: 'أسس مدار.' },
  },
  {
    id: 'fatima-al-zawi',
    name: { en: 'Fatima Al-Zawi', ar: 'فاطمة الزاوي' },
    position: { en: 'Chief Technology Officer', ar: 'الرئيسة التنفيذية للتقنية' },
    image: AVATAR_PLACEHOLDER,
    bio: { en: 'Sets the standards.', ar: 'تضع المعايير.' },
  },
];

/** The initials drawn in place of each missing photo, in page order. */
const drawnInitials = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('.avatar--initials')).map((circle) => circle.textContent);

const testimonial = (id: string, featured: boolean): Testimonial => ({
  id,
  name: { en: `Name ${id}`, ar: `اسم ${id}` },
  position: { en: 'Director', ar: 'مدير' },
  company: { en: `Company ${id}`, ar: `شركة ${id}` },
  content: { en: `Quote ${id}`, ar: `اقتباس ${id}` },
  rating: 5,
  image: AVATAR_PLACEHOLDER,
  featured,
});

describe('HistoryTimeline', () => {
  it('lists the milestones from GET /api/timeline, oldest first', async () => {
    const requests = answer('GET', '/api/timeline', { status: 200, body: timeline });
    renderAt(<HistoryTimeline id="history" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading our history…');
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('2010Founded in Tripoli'),
      expect.stringContaining('2015Benghazi office opens'),
    ]);
    expect(requests.map((r) => r.url)).toEqual(['/api/timeline']);
  });

  it('renders Arabic titles', async () => {
    await act(() => i18n.changeLanguage('ar'));
    answer('GET', '/api/timeline', { status: 200, body: timeline });
    renderAt(<HistoryTimeline id="history" />);
    expect(await screen.findByRole('heading', { name: 'التأسيس في طرابلس' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'مسيرتنا' })).toBeInTheDocument();
  });

  it('shows an error banner on failure', async () => {
    answer('GET', '/api/timeline', { status: 503, body: envelope(503, 'SERVER.UNAVAILABLE', 'Unavailable') });
    renderAt(<HistoryTimeline id="history" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load our history.');
  });
});

describe('TeamGrid', () => {
  it('shows each member with photo or initials, name, position and bio in English', async () => {
    answer('GET', '/api/team', { status: 200, body: team });
    const { container } = renderAt(<TeamGrid id="team" />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Ahmed Al-Mabrouk' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Fatima Al-Zawi' })).toBeInTheDocument();
    expect(screen.getByText('Chief Executive Officer')).toBeInTheDocument();
    const photo = container.querySelector('img.team-card__photo');
    expect(photo).toHaveAttribute('src', '/images/people/ahmed-al-mabrouk.jpg');
    expect(drawnInitials(container)).toEqual(['FZ']);
    // A photo that fails to load gives way to the initials too.
    fireEvent.error(photo as Element);
    expect(drawnInitials(container)).toEqual(['AM', 'FZ']);
  });

  it('shows the Arabic names and their Arabic initials on an Arabic page', async () => {
    await act(() => i18n.changeLanguage('ar'));
    answer('GET', '/api/team', { status: 200, body: team });
    const { container } = renderAt(<TeamGrid id="team" />);
    expect(await screen.findByRole('heading', { level: 3, name: 'فاطمة الزاوي' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'أحمد المبروك' })).toBeInTheDocument();
    expect(screen.queryByText('Fatima Al-Zawi')).not.toBeInTheDocument();
    expect(drawnInitials(container)).toEqual(['ف ز']);
    expect(screen.getByText('الرئيس التنفيذي')).toBeInTheDocument();
    expect(screen.getByText('أسس مدار.')).toBeInTheDocument();
  });

  it('shows an error banner on failure', async () => {
    answer('GET', '/api/team', {
      status: 500,
      body: envelope(500, 'SERVER.INTERNAL', 'Internal server error'),
    });
    renderAt(<TeamGrid id="team" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the team.');
  });
});

describe('TestimonialsSection', () => {
  it('shows three testimonials, featured first', async () => {
    const requests = answer('GET', '/api/testimonials', {
      status: 200,
      body: [
        testimonial('a', false),
        testimonial('b', true),
        testimonial('c', true),
        testimonial('d', false),
      ],
    });
    renderAt(<TestimonialsSection id="testimonials" />);
    const list = await screen.findByRole('list');
    const names = within(list)
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('data-testimonial'));
    expect(names).toEqual(['b', 'c', 'a']);
    expect(screen.getAllByText('Rated 5 out of 5')).toHaveLength(3);
    expect(requests.map((r) => r.url)).toEqual(['/api/testimonials']);
  });

  it("names each client in the page's language, with initials of that spelling", async () => {
    const body = [
      { ...testimonial('a', true), name: { en: 'Dr. Nadia Al-Fitouri', ar: 'د. نادية الفيتوري' } },
      { ...testimonial('b', true), name: { en: 'Ali Abusaa', ar: 'علي أبوسعة' } },
    ];
    answer('GET', '/api/testimonials', { status: 200, body });
    const english = renderAt(<TestimonialsSection id="testimonials" />);
    expect(await screen.findByText('Dr. Nadia Al-Fitouri')).toBeInTheDocument();
    expect(drawnInitials(english.container)).toEqual(['NF', 'AA']);
    english.unmount();

    await act(() => i18n.changeLanguage('ar'));
    answer('GET', '/api/testimonials', { status: 200, body });
    const { container } = renderAt(<TestimonialsSection id="testimonials" />);
    expect(await screen.findByText('د. نادية الفيتوري')).toBeInTheDocument();
    expect(screen.getByText('علي أبوسعة')).toBeInTheDocument();
    expect(screen.queryByText('Ali Abusaa')).not.toBeInTheDocument();
    expect(drawnInitials(container)).toEqual(['ن ف', 'ع أ']);
  });
});

describe('CompanyValues', () => {
  it("shows the dictionary's five values", () => {
    renderAt(<CompanyValues id="values" />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Innovation',
      'Excellence',
      'Integrity',
      'Collaboration',
      'Customer Focus',
    ]);
  });
});
