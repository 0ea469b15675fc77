import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LIST_PARAMS } from '@/components/admin/list-params';
import { useLanguage } from '@/hooks/use-language';
import { SubscribersPanel } from './subscribers-panel';
import './messages-tabs.css';

const TABS = ['messages', 'subscribers'] as const;
type Tab = (typeof TABS)[number];

/**
 * The messages screen's two lists as WAI-ARIA tabs: contact messages (`messages`, the screen as it was)
 * and the newsletter's subscribers. The tab lives in the URL (`?tab=subscribers`); the two lists share
 * the list parameters' names, so those start afresh when the tab changes. Arrow keys follow the
 * reading direction, Home and End jump.
 */
export function MessagesTabs({ messages }: { messages: ReactNode }) {
  const { t } = useTranslation('admin');
  const { dir } = useLanguage();
  const [params, setParams] = useSearchParams();
  const baseId = useId();
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ messages: null, subscribers: null });
  const active: Tab = params.get('tab') === 'subscribers' ? 'subscribers' : 'messages';

  const select = (tab: Tab) => {
    if (tab === active) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of LIST_PARAMS) next.delete(name);
        if (tab === 'messages') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  };

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
    const tab = TABS[target] ?? 'messages';
    select(tab);
    tabRefs.current[tab]?.focus();
  };

  return (
    <>
      <div
        className="messages-tabs"
        role="tablist"
        aria-label={t('subscribers.tabs.label')}
        onKeyDown={onKeyDown}
      >
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
            className="messages-tabs__tab"
            onClick={() => select(tab)}
          >
            {t(`subscribers.tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel-${active}`} aria-labelledby={`${baseId}-tab-${active}`}>
        {active === 'messages' ? (
          messages
        ) : (
          <div className="admin-page">
            <h1 className="admin-page__title">{t('messages.title')}</h1>
            <SubscribersPanel />
          </div>
        )}
      </div>
    </>
  );
}
