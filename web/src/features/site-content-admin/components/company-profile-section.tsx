import type { CompanyProfile } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useSaveNotice } from '@/components/admin/save-notice';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Spinner } from '@/components/ui/spinner';
import { companyProfileKey, useCompanyProfile } from '../api/company-profile';
import { CompanyProfileEditor } from './company-profile-editor';

/** The site content page's row for the company profile: one item, opened in its editor. */
export function CompanyProfileRow({ onEdit }: { onEdit: () => void }) {
  const { t } = useTranslation('adminContent');
  const title = t('siteContent.company.heading');
  return (
    <>
      <h2 className="site-content__heading">{title}</h2>
      <ul className="site-content__rows">
        <li className="site-content__row">
          <span className="site-content__row-title">{t('siteContent.company.summary')}</span>
          <button
            type="button"
            className="admin-button"
            aria-label={t('siteContent.editNamed', { name: title })}
            onClick={onEdit}
          >
            {t('common.edit')}
          </button>
        </li>
      </ul>
    </>
  );
}

/** The editor of the company profile, once it is loaded; saved, "Saved" shows in the top bar. */
export function OpenCompanyProfile({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('adminContent');
  const { data, error } = useCompanyProfile();
  const { mutate } = useSWRConfig();
  const announce = useSaveNotice();
  if (error) return <ErrorBanner message={t('siteContent.loadFailed')} />;
  if (!data) return <Spinner />;
  const saved = (profile: CompanyProfile) => {
    void mutate(companyProfileKey, profile, { revalidate: false });
    announce('saved');
    onClose();
  };
  return <CompanyProfileEditor profile={data} onDone={saved} onCancel={onClose} />;
}
