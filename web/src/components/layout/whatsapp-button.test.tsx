import { screen } from '@testing-library/react';
import i18n from '@/lib/i18n';
import { renderAt } from '@/testing/render';
import { WhatsAppButton } from './whatsapp-button';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const chatLink = (name: RegExp) => screen.getByRole('link', { name });

describe('WhatsAppButton', () => {
  it('opens a chat with the number and the English greeting, in a new tab', () => {
    renderAt(<WhatsAppButton contact={{ number: '218912345678' }} />);

    const link = chatLink(/^Chat with us on WhatsApp/);
    expect(link).toHaveAccessibleName('Chat with us on WhatsApp (opens in a new tab)');
    expect(link).toHaveAttribute(
      'href',
      `https://wa.me/218912345678?text=${encodeURIComponent('Hello, I would like to ask about your services.')}`,
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('speaks and greets in Arabic on Arabic pages', async () => {
    await i18n.changeLanguage('ar');
    renderAt(<WhatsAppButton contact={{ number: '218912345678' }} />, '/ar');

    const link = chatLink(/^تحدّث معنا عبر واتساب/);
    expect(new URL(link.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      'مرحباً، أودّ الاستفسار عن خدماتكم.',
    );
  });

  it("uses the company's own greeting in the page's language when it sets one", async () => {
    const greeting = { en: 'Hello Acme', ar: 'مرحباً أكمي' };
    await i18n.changeLanguage('ar');
    renderAt(<WhatsAppButton contact={{ number: '218912345678', greeting }} />, '/ar');

    expect(chatLink(/واتساب/)).toHaveAttribute(
      'href',
      `https://wa.me/218912345678?text=${encodeURIComponent('مرحباً أكمي')}`,
    );
  });

  it('shows nothing when the company has no number', () => {
    const { container } = renderAt(<WhatsAppButton contact={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
