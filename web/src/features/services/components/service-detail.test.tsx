import type { Service } from '@madar/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, envelope } from '@/testing/api-server';
import { serviceFixtures } from '@/testing/fixtures';
import { renderAt } from '@/testing/render';
import { ServiceDetail } from './service-detail';

const service: Service = {
  ...serviceFixtures[2]!,
  process: [
    { title: { en: 'Survey', ar: 'المسح' }, description: { en: 'We walk the site.', ar: 'نتفقد الموقع.' } },
    { title: { en: 'Design', ar: 'التصميم' }, description: { en: 'We draw the plan.', ar: 'نرسم المخطط.' } },
  ],
  faqs: [
    {
      question: { en: 'Do you certify?', ar: 'هل تعتمدون؟' },
      answer: { en: 'Yes, every link.', ar: 'نعم.' },
    },
  ],
};

describe('ServiceDetail', () => {
  it('shows the loading text, then the hero, features, numbered process, FAQ, related slot and CTA', async () => {
    const requests = answer('GET', '/api/services/:id', { status: 200, body: service });
    renderAt(
      <ServiceDetail serviceId="networking" related={<p>related slot</p>} cta={<p>cta slot</p>} />,
      '/services/networking',
    );

    expect(screen.getByRole('status')).toHaveTextContent('Loading service details...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Service 3 EN' })).toBeInTheDocument();
    expect(requests.map((r) => r.url)).toEqual(['/api/services/networking']);
    expect(screen.getByText('Description 3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Service 3 EN' })).toHaveAttribute(
      'src',
      '/images/services/networking.svg',
    );

    expect(screen.getByRole('heading', { name: 'Key Features' })).toBeInTheDocument();
    expect(screen.getByText('Feature 3.1')).toBeInTheDocument();

    const process = screen.getByRole('heading', { name: 'Our Process' }).closest('section')!;
    expect(process.querySelector('ol')).not.toBeNull();
    const steps = screen.getAllByRole('heading', { level: 3, name: /Step \d/ });
    expect(steps.map((s) => s.textContent)).toEqual(['Step 1: Survey', 'Step 2: Design']);

    expect(screen.getByText('related slot')).toBeInTheDocument();
    expect(screen.getByText('cta slot')).toBeInTheDocument();
    expect(document.title).toBe('Service 3 EN | Madar Technologies');
  });

  it('opens and closes an FAQ answer with its button', async () => {
    answer('GET', '/api/services/:id', { status: 200, body: service });
    renderAt(<ServiceDetail serviceId="networking" />, '/services/networking');
    const faq = (await screen.findByRole('heading', { name: 'Frequently Asked Questions' })).closest(
      'section',
    )!;
    const question = within(faq).getByRole('button', { name: 'Do you certify?' });

    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(within(faq).getByText('Yes, every link.')).not.toBeVisible();
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getByText('Yes, every link.')).toBeVisible();
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows "Service not found" with Back to Services for an unknown id', async () => {
    answer('GET', '/api/services/:id', {
      status: 404,
      body: envelope(404, 'SERVICE.NOT_FOUND', 'Service not found'),
    });
    renderAt(<ServiceDetail serviceId="nope" related={<p>related slot</p>} />, '/services/nope');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Error Loading Service' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Service not found');
    expect(screen.getByRole('link', { name: 'Back to Services' })).toHaveAttribute('href', '/services');
    expect(screen.queryByText('related slot')).not.toBeInTheDocument();
  });

  it('shows the generic message for other errors', async () => {
    answer('GET', '/api/services/:id', {
      status: 500,
      body: envelope(500, 'SERVER.INTERNAL', 'Internal server error'),
    });
    renderAt(<ServiceDetail serviceId="networking" />, '/services/networking');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Error Loading Service' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load the service. Please try again later.',
    );
    expect(screen.getByRole('link', { name: 'Back to Services' })).toBeInTheDocument();
  });
});

describe('ServiceDetail empty view', () => {
  it('shows "Service Not Found" with View All Services when the answer has no service', async () => {
    answer('GET', '/api/services/:id', { status: 200, body: {} });
    renderAt(<ServiceDetail serviceId="networking" />, '/services/networking');
    expect(await screen.findByRole('heading', { level: 1, name: 'Service Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/services');
  });
});
