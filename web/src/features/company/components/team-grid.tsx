import { localize } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Avatar } from '@/components/ui/avatar';
import { UserText } from '@/components/ui/user-text';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/hooks/use-language';
import { useTeam } from '../api/get-team';
import { SectionHeader } from './section-header';
import './team-grid.css';

/**
 * The leadership team from GET /api/team: photo (or the initials of the name), name, position and a
 * short bio, the name in the page's language.
 */
export function TeamGrid({ id }: { id: string }) {
  const { t } = useTranslation('company');
  const { lang } = useLanguage();
  const { data, error, isLoading } = useTeam();
  const titleId = `${id}-title`;

  return (
    <section id={id} className="section" aria-labelledby={titleId}>
      <div className="container">
        <SectionHeader id={titleId} title={t('about.teamTitle')} subtitle={t('about.teamSubtitle')} />
        {isLoading ? <Spinner label={t('team.loading')} /> : null}
        {error ? <ErrorBanner message={t('team.error')} /> : null}
        {data ? (
          <ul className="team-grid">
            {data.map((member) => (
              <li key={member.id} className="team-card">
                <Avatar
                  name={localize(member.name, lang)}
                  src={member.image}
                  size={96}
                  className="team-card__photo"
                />
                <h3 className="team-card__name">
                  <UserText>{localize(member.name, lang)}</UserText>
                </h3>
                <p className="team-card__position">{localize(member.position, lang)}</p>
                <p className="team-card__bio">{localize(member.bio, lang)}</p>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
