import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './save-notice.css';

/** How long "Saved" stays on screen. */
export const SAVE_NOTICE_MS = 4000;

export type SaveNoticeKind = 'saved' | 'deleted';
type Announce = (kind: SaveNoticeKind) => void;
type Notice = { kind: SaveNoticeKind; id: number } | null;

// Without a provider (a screen rendered on its own) announcing does nothing.
const SaveNoticeContext = createContext<Announce>(() => undefined);
const CurrentNoticeContext = createContext<Notice>(null);

/** Tells staff a change was stored: "Saved" or "Deleted", seen and announced. */
export function useSaveNotice(): Announce {
  return useContext(SaveNoticeContext);
}

/**
 * Holds the admin's one notice for a few seconds. `ownRegion` false: the layout places
 * `SaveNoticeRegion` itself (the panel's top bar); else the region follows `children`.
 */
export function SaveNoticeProvider({
  children,
  ownRegion = true,
}: {
  children: ReactNode;
  ownRegion?: boolean;
}) {
  const [notice, setNotice] = useState<Notice>(null);
  const count = useRef(0);
  const announce = useCallback<Announce>((kind) => {
    count.current += 1;
    setNotice({ kind, id: count.current });
  }, []);

  useEffect(() => {
    if (!notice) return undefined;
    const timer = setTimeout(() => setNotice(null), SAVE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  return (
    <SaveNoticeContext.Provider value={announce}>
      <CurrentNoticeContext.Provider value={notice}>
        {children}
        {ownRegion ? <SaveNoticeRegion /> : null}
      </CurrentNoticeContext.Provider>
    </SaveNoticeContext.Provider>
  );
}

/**
 * One polite live region for the whole admin. It takes its place in the flow of the page (the panel's
 * top bar, beside the language switch), never floating over it: a toast in a corner sat over the rows'
 * last column, a row's Delete, in either direction. The region is always in the page (screen readers
 * only announce changes to a region they already know), and each notice is a new element, so a second
 * "Saved" is announced too.
 */
export function SaveNoticeRegion() {
  const { t } = useTranslation('admin');
  const notice = useContext(CurrentNoticeContext);
  return (
    <div role="status" aria-live="polite" className="admin-save-notice">
      {notice ? (
        <span key={notice.id} className="admin-save-notice__toast">
          {t(`common.${notice.kind}`)}
        </span>
      ) : null}
    </div>
  );
}
