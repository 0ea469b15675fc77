import { act, fireEvent, screen, within } from '@testing-library/react';
import i18n from '@/lib/i18n';
import { answer, envelope } from '@/testing/api-server';
import { serviceFixtures, serviceSummaries } from '@/testing/fixtures';
import { renderAt } from '@/testing/render';
import { ServicesList } from './services-list';

describe('ServicesList', () => {
  it('shows a spinner, then one block per service from GET /api/services', async () => {
    const requests = answer('GET', '/api/services', { status: 200, body: serviceSummaries });
    renderAt(<ServicesList />, '/services');

    expect(screen.getByRole('status')).toHaveTextContent('Loading services…');
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(serviceFixtures.map((s) => s.title.en));
    expect(requests.map((r) => r.url)).toEqual(['/api/services']);
  });

  it('renders features, a Learn More link and the image for each service', async () => {
    answer('GET', '/api/services', { status: 200, body: serviceSummaries });
    renderAt(<ServicesList />, '/services');

    const block = await screen.findByRole('article', { name: 'Service 1 EN' });
    expect(within(block).getByRole('heading', { name: 'Key Features' })).toBeInTheDocument();
    expect(within(block).getByText('Feature 1.1')).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: /Learn more about Service 1 EN/ })).toHaveAttribute(
      'href',
      '/services/it-infrastructure',
    );
    const image = within(block).getByRole('img', { name: 'Service 1 EN' });
    expect(image).toHaveAttribute('src', '/images/services/it-infrastructure.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '560');
  });

  it('falls back to "Contact us for more details" when a service has no features', async () => {
    answer('GET', '/api/services', { status: 200, body: serviceSummaries });
    renderAt(<ServicesList />, '/services');
    const last = await screen.findByRole('article', { name: 'Service 7 EN' });
    expect(within(last).getByText('Contact us for more details')).toBeInTheDocument();
  });

  it('renders the Arabic text when the language is Arabic', async () => {
    await act(() => i18n.changeLanguage('ar'));
    answer('GET', '/api/services', { status: 200, body: serviceSummaries });
    renderAt(<ServicesList />, '/services');

    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(serviceFixtures.map((s) => s.title.ar));
    expect(screen.getAllByRole('heading', { name: 'الميزات الرئيسية' })).toHaveLength(7);
    expect(screen.getByText('تواصل معنا لمزيد من التفاصيل')).toBeInTheDocument();
  });

  it('shows the error banner when the API answers 500', async () => {
    answer('GET', '/api/services', {
      status: 500,
      body: envelope(500, 'SERVER.INTERNAL', 'Internal server error'),
    });
    renderAt(<ServicesList />, '/services');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load services. Please try again later.',
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('swaps a failing image for the service placeholder', async () => {
    answer('GET', '/api/services', { status: 200, body: serviceSummaries });
    renderAt(<ServicesList />, '/services');
    const image = await screen.findByRole('img', { name: 'Service 2 EN' });

    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/placeholders/service.svg');
    expect(image).toHaveAttribute('data-fallback', 'true');

    // A failing placeholder does not loop.
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/placeholders/service.svg');
  });
});
