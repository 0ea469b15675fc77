import { act, screen, within } from '@testing-library/react';
import i18n from '@/lib/i18n';
import { renderAt } from '@/testing/render';
import { ContactInfo } from './contact-info';
import { OfficeCards } from './office-cards';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('contact details from the company configuration', () => {
  it('links each office phone and email with encoded tel: and mailto: hrefs, and its map', () => {
    renderAt(<OfficeCards />);
    const tripoli = screen.getByRole('article', { name: 'Tripoli Office' });
    expect(within(tripoli).getByRole('link', { name: /\+218 21 555 0101/ })).toHaveAttribute(
      'href',
      'tel:+218215550101',
    );
    expect(within(tripoli).getByRole('link', { name: /tripoli@madar-tech\.example/ })).toHaveAttribute(
      'href',
      'mailto:tripoli@madar-tech.example',
    );
    expect(within(tripoli).getByRole('link', { name: /Open the Tripoli office on a map/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\//),
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('shows the offices and the main address in Arabic on an Arabic page', async () => {
    await act(() => i18n.changeLanguage('ar'));
    renderAt(
      <>
        <ContactInfo />
        <OfficeCards />
      </>,
    );
    const benghazi = screen.getByRole('article', { name: 'مكتب بنغازي' });
    expect(within(benghazi).getByText('شارع جمال عبد الناصر، بنغازي، ليبيا')).toBeInTheDocument();
    expect(within(benghazi).getByText('المنطقة الشرقية')).toBeInTheDocument();
    const info = screen.getByRole('complementary');
    expect(within(info).getAllByText('شارع عمر المختار، طرابلس، ليبيا')).toHaveLength(1);
    expect(within(info).getByRole('link', { name: '+218 21 555 0100' })).toHaveAttribute(
      'href',
      'tel:+218215550100',
    );
  });

  it('links social profiles, never a network home page', () => {
    renderAt(<ContactInfo />);
    const links = within(screen.getByRole('complementary')).getAllByRole('link', {
      name: /opens in a new tab/,
    });
    expect(links).toHaveLength(4);
    for (const link of links) expect(new URL(link.getAttribute('href') ?? '').pathname).not.toBe('/');
  });
});
