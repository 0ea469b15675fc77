import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ASSIGNEE_PARAM } from '@/components/admin/follow-up/assignee-filter';
import { LIST_PARAMS } from '@/components/admin/list-params';
import { OPEN_PARAM } from '@/components/admin/use-open-record';
import { AdminPageHeader } from '@/components/ui/admin-page-header';
import { useLanguage } from '@/hooks/use-language';
import { ApplicationsPanel } from './applications-panel';
import { JobsPanel } from './jobs-panel';
import './careers-admin.css';

const TABS = ['jobs', 'applications'] as const;
type Tab = (typeof TABS)[number];

/**
 * The Careers section: Jobs and Applications tabs (WAI-ARIA tabs: arrow keys move and activate, Home/End
 * jump; in Arabic the arrows follow the right-to-left order). The tab and the job filter live in the URL
 * (?tab=applications&jobId=…) so a filtered list can be linked to and survives a reload, as do each
 * tab's search, filter, order and page; those start afresh when the tab changes, since the two lists
 * share the parameter names.
 */
export function CareersAdmin() {
  const { t } = useTranslation('adminContent');
  const { dir } = useLanguage();
  const [params, setParams] = useSearchParams();
  const baseId = useId();
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ jobs: null, applications: null });
  const active: Tab = params.get('tab') === 'applications' ? 'applications' : 'jobs';
  const jobId = params.get('jobId') ?? '';

  const select = (tab: Tab) => {
    if (tab === active) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of LIST_PARAMS) next.delete(name);
        // The applications' assignee filter too: the jobs list has none, and coming back starts afresh.
        next.delete(ASSIGNEE_PARAM);
        // A record opened on one tab is not the other tab's.
        next.delete(OPEN_PARAM);
        if (tab === 'jobs') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  };
  const setJobId = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('jobId', id);
        else next.delete('jobId');
        next.delete('page');
        return next;
      },
      { preventScrollReset: true },
    );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(active);
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    let target: number | null = null;
    if (event.key === forward) target = (index + 1) % TABS.length;
    else if (event.key === backward) target = (index - 1 + TABS.length) % TABS.length;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = TABS.length - 1;
    if (target === null) return;
    event.preventDefault();
    const tab = TABS[target] ?? 'jobs';
    select(tab);
    tabRefs.current[tab]?.focus();
  };

  return (
    <div className="admin-content">
      <AdminPageHeader title={t('careers.title')} subtitle={t('careers.subtitle')} />
      <div className="careers-tabs" role="tablist" aria-label={t('careers.tabsLabel')} onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab}`}
            aria-selected={active === tab}
            aria-controls={`${baseId}-panel-${tab}`}
            tabIndex={active === tab ? 0 : -1}
            className="careers-tabs__tab"
            onClick={() => select(tab)}
          >
            {t(`careers.tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel-${active}`} aria-labelledby={`${baseId}-tab-${active}`}>
        {active === 'jobs' ? <JobsPanel /> : <ApplicationsPanel jobId={jobId} onJobIdChange={setJobId} />}
      </div>
    </div>
  );
}
