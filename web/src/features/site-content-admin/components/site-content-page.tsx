import { localize, type Project, type Service } from '@madar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useSaveNotice } from '@/components/admin/save-notice';
import { AdminPageHeader } from '@/components/ui/admin-page-header';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/hooks/use-language';
import { siteItemsKey } from '../api/site-items';
import { siteProjectKey, siteProjectsKey, useSiteProject, useSiteProjects } from '../api/site-projects';
import { siteServiceKey, siteServicesKey, useSiteService, useSiteServices } from '../api/site-services';
import { ITEM_KINDS, type CatalogueItem, type ItemKind } from '../lib/item-kinds';
import { CompanyProfileRow, OpenCompanyProfile } from './company-profile-section';
import { ItemEditor } from './item-editor';
import { ItemList } from './item-list';
import { ProjectEditor } from './project-editor';
import { ServiceEditor } from './service-editor';
import './site-content.css';

/** The editor of one service, once its full record (process and FAQs) is loaded. */
function OpenService({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('adminContent');
  const { data, error } = useSiteService(id);
  const { mutate } = useSWRConfig();
  const announce = useSaveNotice();
  if (error) return <ErrorBanner message={t('siteContent.loadFailed')} />;
  if (!data) return <Spinner />;
  const saved = (service: Service) => {
    void mutate(siteServiceKey(service.id), service, { revalidate: false });
    void mutate(siteServicesKey);
    announce('saved');
    onClose();
  };
  return <ServiceEditor service={data} onDone={saved} onCancel={onClose} />;
}

/** The editor of one project, once its full record (case study, gallery, quote) is loaded. */
function OpenProject({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('adminContent');
  const { data, error } = useSiteProject(id);
  const { mutate } = useSWRConfig();
  const announce = useSaveNotice();
  if (error) return <ErrorBanner message={t('siteContent.loadFailed')} />;
  if (!data) return <Spinner />;
  const saved = (project: Project) => {
    void mutate(siteProjectKey(project.id), project, { revalidate: false });
    void mutate(siteProjectsKey);
    announce('saved');
    onClose();
  };
  return <ProjectEditor project={data} onDone={saved} onCancel={onClose} />;
}

/** The projects, newest first, each opened in its editor. */
function ProjectRows({ onEdit }: { onEdit: (id: string) => void }) {
  const { t } = useTranslation('adminContent');
  const { lang } = useLanguage();
  const { data, error } = useSiteProjects();
  return (
    <>
      <h2 className="site-content__heading">{t('siteContent.projects.heading')}</h2>
      {error ? <ErrorBanner message={t('siteContent.loadFailed')} /> : null}
      {!data && !error ? <Spinner /> : null}
      {data ? (
        <ul className="site-content__rows">
          {data.map((project) => (
            <li key={project.id} className="site-content__row">
              <span className="site-content__row-title">{localize(project.title, lang)}</span>
              <button
                type="button"
                className="admin-button"
                aria-label={t('siteContent.editNamed', { name: localize(project.title, lang) })}
                onClick={() => onEdit(project.id)}
              >
                {t('common.edit')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** An item of a simpler list in its editor; saved, its list is read again and "Saved" shown. */
function OpenItem({ kind, item, onClose }: { kind: ItemKind; item: CatalogueItem; onClose: () => void }) {
  const { mutate } = useSWRConfig();
  const announce = useSaveNotice();
  const saved = () => {
    void mutate(siteItemsKey(kind));
    announce('saved');
    onClose();
  };
  return <ItemEditor kind={kind} item={item} onDone={saved} onCancel={onClose} />;
}

type Open =
  | { company: true }
  | { service: string }
  | { project: string }
  | { kind: ItemKind; item: CatalogueItem }
  | null;

/**
 * Site content: the company catalogue the public pages show, edited by editors and owners: the seven
 * services, the projects, then testimonials, figures, team and timeline, each item opened in its editor in the
 * lists' place.
 */
export function SiteContentPage() {
  const { t } = useTranslation('adminContent');
  const { lang } = useLanguage();
  const { data, error } = useSiteServices();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  if (open && 'company' in open) return <OpenCompanyProfile onClose={close} />;
  if (open && 'service' in open) return <OpenService id={open.service} onClose={close} />;
  if (open && 'project' in open) return <OpenProject id={open.project} onClose={close} />;
  if (open) return <OpenItem kind={open.kind} item={open.item} onClose={close} />;

  return (
    <div className="admin-content">
      <AdminPageHeader title={t('siteContent.title')} subtitle={t('siteContent.subtitle')} />
      <CompanyProfileRow onEdit={() => setOpen({ company: true })} />
      <h2 className="site-content__heading">{t('siteContent.services.heading')}</h2>
      {error ? <ErrorBanner message={t('siteContent.loadFailed')} /> : null}
      {!data && !error ? <Spinner /> : null}
      {data ? (
        <ul className="site-content__rows">
          {data.map((service) => (
            <li key={service.id} className="site-content__row">
              <span className="site-content__row-title">{localize(service.title, lang)}</span>
              <button
                type="button"
                className="admin-button"
                aria-label={t('siteContent.editNamed', { name: localize(service.title, lang) })}
                onClick={() => setOpen({ service: service.id })}
              >
                {t('common.edit')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ProjectRows onEdit={(project) => setOpen({ project })} />
      {ITEM_KINDS.map((kind) => (
        <ItemList key={kind.path} kind={kind} onEdit={(item) => setOpen({ kind, item })} />
      ))}
    </div>
  );
}
