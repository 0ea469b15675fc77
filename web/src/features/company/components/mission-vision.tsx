import { useTranslation } from 'react-i18next';
import './mission-vision.css';

/** Mission and vision side by side on wide screens. */
export function MissionVision({ id }: { id: string }) {
  const { t } = useTranslation('company');
  return (
    <section
      id={id}
      className="section section--alt"
      aria-label={`${t('about.missionTitle')}, ${t('about.visionTitle')}`}
    >
      <div className="container mission-vision">
        <article className="mission-vision__card" aria-labelledby={`${id}-mission`}>
          <h2 id={`${id}-mission`} className="mission-vision__title">
            {t('about.missionTitle')}
          </h2>
          <p className="mission-vision__text">{t('about.mission')}</p>
        </article>
        <article className="mission-vision__card" aria-labelledby={`${id}-vision`}>
          <h2 id={`${id}-vision`} className="mission-vision__title">
            {t('about.visionTitle')}
          </h2>
          <p className="mission-vision__text">{t('about.vision')}</p>
        </article>
      </div>
    </section>
  );
}
