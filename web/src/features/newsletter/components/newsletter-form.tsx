import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './newsletter-form.css';

/**
 * Newsletter sign-up box. UI only for now: the browser checks the email, and submitting stays on the
 * page. A later issue wires it to POST /api/newsletter (features/newsletter/api).
 */
export function NewsletterForm({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation();
  const inputId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
  };

  return (
    <form className={`newsletter-form newsletter-form--${tone}`} onSubmit={onSubmit}>
      <h2 className="newsletter-form__heading">{t('newsletter.heading')}</h2>
      <p className="newsletter-form__text">{t('newsletter.text')}</p>
      <label htmlFor={inputId} className="visually-hidden">
        {t('newsletter.emailLabel')}
      </label>
      <div className="newsletter-form__row">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={t('newsletter.placeholder')}
          className="newsletter-form__input"
        />
        <button type="submit" className="button button--primary newsletter-form__button">
          {t('newsletter.submit')}
        </button>
      </div>
    </form>
  );
}
