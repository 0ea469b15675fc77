import { screen, within } from '@testing-library/react';
import { SERVICE_IDS } from '@madar/shared';
import { renderAt } from '@/testing/render';
import { Footer } from './footer';

describe('Footer', () => {
  it('links the quick links, the seven services and the legal pages', () => {
    renderAt(<Footer />);
    const quick = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/about', '/services', '/projects', '/careers', '/blog', '/contact']);
    const services = screen.getByRole('navigation', { name: 'Our Services' });
    expect(
      within(services)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(SERVICE_IDS.map((id) => `/services/${id}`));
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/privacy-policy', '/terms-of-service']);
  });

  it('opens the four social links in a new tab safely', () => {
    renderAt(<Footer />);
    const social = within(screen.getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(social).toHaveLength(4);
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link).toHaveAccessibleName(/Madar Technologies on .+ \(opens in a new tab\)/);
    }
  });

  it('shows the current year in the copyright line', () => {
    renderAt(<Footer />);
    expect(
      screen.getByText(new RegExp(`© ${new Date().getFullYear()} Madar Technologies`)),
    ).toBeInTheDocument();
  });

  it('renders the newsletter slot it is given', () => {
    renderAt(<Footer newsletter={<p>newsletter slot</p>} />);
    expect(screen.getByText('newsletter slot')).toBeInTheDocument();
  });
});
