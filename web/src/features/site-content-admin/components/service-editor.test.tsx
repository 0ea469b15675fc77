import type { Service } from '@madar/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '@/lib/i18n';
import { answer, validationEnvelope } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { ServiceEditor } from './service-editor';

const service: Service = {
  id: 'networking',
  title: { en: 'Networking', ar: 'الشبكات' },
  description: { en: 'Networks that stay up.', ar: 'شبكات لا تتوقف.' },
  icon: 'network-wired',
  featured: true,
  image: '/images/services/networking.svg',
  features: [
    { en: 'Structured cabling', ar: 'الكابلات المهيكلة' },
    { en: 'Wireless surveys', ar: 'مسح الشبكات اللاسلكية' },
  ],
  process: [
    { title: { en: 'Survey', ar: 'المسح' }, description: { en: 'We walk the site.', ar: 'نزور الموقع.' } },
  ],
  faqs: [{ question: { en: 'How long?', ar: 'كم يستغرق؟' }, answer: { en: 'Weeks.', ar: 'أسابيع.' } }],
};

describe('ServiceEditor', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows each text in both languages side by side, the Arabic typed right to left', () => {
    renderAt(<ServiceEditor service={service} onDone={jest.fn()} onCancel={jest.fn()} />);

    expect(screen.getByLabelText('Title (English)')).toHaveValue('Networking');
    const arabic = screen.getByLabelText('Title (Arabic)');
    expect(arabic).toHaveValue('الشبكات');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(screen.getByLabelText('Feature 2 (Arabic)')).toHaveValue('مسح الشبكات اللاسلكية');
  });

  it('sends the whole service with a feature added in both languages, in the order set', async () => {
    const patches = answer('PATCH', '/api/services/networking', {
      status: 200,
      body: { ...service, features: [] },
    });
    const onDone = jest.fn();
    renderAt(<ServiceEditor service={service} onDone={onDone} onCancel={jest.fn()} />);

    fireEvent.click(screen.getByRole('button', { name: 'Add Feature 3' }));
    fireEvent.change(screen.getByLabelText('Feature 3 (English)'), { target: { value: 'Fibre splicing' } });
    fireEvent.change(screen.getByLabelText('Feature 3 (Arabic)'), { target: { value: 'لحام الألياف' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move Feature 3 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Feature 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(patches).toHaveLength(1);
    const { id: _id, ...rest } = service;
    expect(patches[0]?.body).toEqual({
      ...rest,
      features: [
        { en: 'Fibre splicing', ar: 'لحام الألياف' },
        { en: 'Wireless surveys', ar: 'مسح الشبكات اللاسلكية' },
      ],
    });
  });

  it('sends nothing while a text lacks its Arabic, and says which', async () => {
    const patches = answer('PATCH', '/api/services/networking', { status: 200, body: service });
    renderAt(<ServiceEditor service={service} onDone={jest.fn()} onCancel={jest.fn()} />);

    fireEvent.click(screen.getByRole('button', { name: 'Add Feature 3' }));
    fireEvent.change(screen.getByLabelText('Feature 3 (English)'), { target: { value: 'Fibre splicing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByLabelText('Feature 3 (Arabic)')).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(patches).toHaveLength(0);
  });

  it("places the service's failed rules beside their fields", async () => {
    answer('PATCH', '/api/services/networking', {
      status: 400,
      body: validationEnvelope([{ field: 'faqs.0.answer.ar', rule: 'maxLength', params: { max: 2000 } }]),
    });
    renderAt(<ServiceEditor service={service} onDone={jest.fn()} onCancel={jest.fn()} />);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const faqs = await screen.findByRole('group', { name: 'Frequently asked questions' });
    await waitFor(() =>
      expect(within(faqs).getByLabelText('Answer 1 (Arabic)')).toHaveAccessibleDescription(
        'Use at most 2000 characters.',
      ),
    );
  });

  it('speaks Arabic in the Arabic panel', async () => {
    await act(() => i18n.changeLanguage('ar'));
    renderAt(<ServiceEditor service={service} onDone={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.getByLabelText('العنوان (العربية)')).toHaveValue('الشبكات');
  });
});
