import { screen, within } from '@testing-library/react';
import { answer, envelope } from '@/testing/api-server';
import { serviceFixtures, serviceSummaries } from '@/testing/fixtures';
import { renderAt } from '@/testing/render';
import { ServicesTeaser } from './services-teaser';

describe('ServicesTeaser', () => {
  it('shows at most six services as cards, each linking to its detail page (spec §9)', async () => {
    expect(serviceFixtures).toHaveLength(7);
    answer('GET', '/api/services', { status: 200, body: serviceSummaries });
    renderAt(<ServicesTeaser />, '/');

    const titles = await screen.findAllByRole('heading', { level: 3 });
    expect(titles.map((h) => h.textContent)).toEqual(serviceFixtures.slice(0, 6).map((s) => s.title.en));
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    expect(within(cards[0]!).getByText('Description 1')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: /Learn more about Service 1 EN/ })).toHaveAttribute(
      'href',
      '/services/it-infrastructure',
    );
    expect(screen.queryByText('Service 7 EN')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all services' })).toHaveAttribute('href', '/services');
  });

  it('shows an error message when the services cannot load', async () => {
    answer('GET', '/api/services', {
      status: 500,
      body: envelope(500, 'SERVER.INTERNAL', 'Internal server error'),
    });
    renderAt(<ServicesTeaser />, '/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load services');
  });
});
