import { screen, waitFor, within } from '@testing-library/react';
import { type CompanyProfile, DEFAULT_COMPANY_PROFILE } from '@madar/shared';
import { Footer } from '@/components/layout/footer';
import { ContactInfo } from './contact-info';
import { OfficeCards } from './office-cards';
import { answer, envelope } from '@/testing/api-server';
import { renderAt } from '@/testing/render';

/** A profile staff saved: every contact the pages show differs from the build's defaults. */
const saved: CompanyProfile = {
  ...DEFAULT_COMPANY_PROFILE,
  phone: '+218 21 555 0177',
  email: 'hello@madar-networks.example',
  address: { en: 'Al-Fatah Road, Misrata, Libya', ar: 'طريق الفتح، مصراتة، ليبيا' },
  hours: [{ en: 'Every day: 9:00 AM - 1:00 PM', ar: 'كل يوم: 9:00 صباحًا - 1:00 ظهرًا' }],
  offices: [
    {
      id: 'misrata',
      city: { en: 'Misrata', ar: 'مصراتة' },
      name: { en: 'Misrata Office', ar: 'مكتب مصراتة' },
      role: { en: 'Headquarters', ar: 'المقر الرئيسي' },
      address: { en: 'Al-Fatah Road, Misrata, Libya', ar: 'طريق الفتح، مصراتة، ليبيا' },
      phone: '+218 51 555 0103',
      email: 'misrata@madar-networks.example',
    },
  ],
  social: { linkedin: 'https://www.linkedin.com/company/madar-networks' },
};

describe('the company profile from the API (useCompany)', () => {
  it('shows the profile staff saved in the footer, not the build defaults', async () => {
    answer('GET', '/api/company', { status: 200, body: saved });
    renderAt(<Footer />);

    expect(await screen.findByRole('link', { name: /\+218 21 555 0177/ })).toHaveAttribute(
      'href',
      'tel:+218215550177',
    );
    expect(screen.getByRole('link', { name: /hello@madar-networks\.example/ })).toBeInTheDocument();
    expect(screen.getByText('Al-Fatah Road, Misrata, Libya')).toBeInTheDocument();
    const social = within(screen.getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(social.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.linkedin.com/company/madar-networks',
    ]);
    expect(screen.queryByText(DEFAULT_COMPANY_PROFILE.phone)).not.toBeInTheDocument();
  });

  it('shows the saved offices, address and opening hours on the contact page', async () => {
    answer('GET', '/api/company', { status: 200, body: saved });
    renderAt(
      <>
        <ContactInfo />
        <OfficeCards />
      </>,
    );

    const office = await screen.findByRole('article', { name: 'Misrata Office' });
    expect(within(office).getByRole('link', { name: /\+218 51 555 0103/ })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    const info = screen.getByRole('complementary');
    expect(within(info).getByText('Every day: 9:00 AM - 1:00 PM')).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: '+218 21 555 0177' })).toBeInTheDocument();
  });

  it('falls back to the build defaults when the API fails, so the page still shows contacts', async () => {
    const asked = answer('GET', '/api/company', {
      status: 503,
      body: envelope(503, 'STORAGE.UNAVAILABLE', 'Down'),
    });
    renderAt(
      <>
        <ContactInfo />
        <OfficeCards />
      </>,
    );
    await waitFor(() => expect(asked).toHaveLength(1));

    expect(await screen.findByRole('article', { name: 'Tripoli Office' })).toBeInTheDocument();
    const info = screen.getByRole('complementary');
    expect(within(info).getByRole('link', { name: DEFAULT_COMPANY_PROFILE.phone })).toBeInTheDocument();
    expect(within(info).getByText('Sunday - Thursday: 8:00 AM - 5:00 PM')).toBeInTheDocument();
  });
});
