import { useTranslation } from 'react-i18next';
import { formatShortDateTime } from '@/lib/format';
import { useLanguage } from '@/hooks/use-language';
import { HEALTH_SERVICES, useServiceHealth } from '../api/get-service-health';
import './service-health-panel.css';

/** Settings: each service's health through the gateway, a re-check button and the last check time. */
export function ServiceHealthPanel() {
  const { t } = useTranslation('admin');
  const { lang } = useLanguage();
  const { data, isValidating, mutate } = useServiceHealth();
  const checking = isValidating;

  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">{t('settings.title')}</h1>
          <p className="admin-page__subtitle">{t('settings.subtitle')}</p>
        </div>
      </div>
      <section className="admin-panel" aria-labelledby="service-health-title" aria-busy={checking}>
        <div className="service-health__head">
          <h2 id="service-health-title" className="admin-panel__title">
            {t('settings.healthTitle')}
          </h2>
          <div className="service-health__check">
            <p className="service-health__time" aria-live="polite">
              {data
                ? t('settings.lastChecked', { time: formatShortDateTime(data.checkedAt, lang) })
                : t('settings.notChecked')}
            </p>
            <button
              type="button"
              className="admin-button admin-button--primary"
              onClick={() => void mutate()}
              disabled={checking}
            >
              {checking ? t('settings.checking') : t('settings.recheck')}
            </button>
          </div>
        </div>
        <ul className="service-health__list">
          {HEALTH_SERVICES.map((service) => {
            const result = data?.services.find((entry) => entry.service === service);
            const state = result ? (result.ok ? 'ok' : 'down') : 'pending';
            return (
              <li key={service} className="service-health__item" data-service={service} data-state={state}>
                <div>
                  <p className="service-health__name">{t(`settings.services.${service}`)}</p>
                  <p className="service-health__description">{t(`settings.descriptions.${service}`)}</p>
                </div>
                <div className="service-health__status">
                  <span className={`service-health__badge service-health__badge--${state}`}>
                    {state === 'pending'
                      ? t('settings.checking')
                      : state === 'ok'
                        ? t('settings.ok')
                        : t('settings.unavailable')}
                  </span>
                  {result && !result.ok && result.code ? (
                    <code className="service-health__code">
                      {t('settings.errorCode', { code: result.code })}
                    </code>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
