import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './save-notice.css';

/** How long "Saved" stays on screen. */
export const SAVE_NOTICE_MS = 4000;

export type SaveNoticeKind = 'saved' | 'deleted';
type Announce = (kind: SaveNoticeKind) => void;

// Without a provider (a screen rendered on its own) announcing does nothing.
const SaveNoticeContext = createContext<Announce>(() => undefined);

/** Tells staff a change was stored: "Saved" or "Deleted", seen and announced. */
export function useSaveNotice(): Announce {
  return useContext(SaveNoticeContext);
}

/**
 * One polite live region for the whole admin, shown as a small toast at the inline end for a few
 * seconds. The region is always in the page (screen readers only announce changes to a region they
 * already know), and each notice is a new element, so a second "Saved" is announced too.
 */
export function SaveNoticeProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const [notice, setNotice] = useState<{ kind: SaveNoticeKind; id: number } | null>(null);
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
      {children}
      <div role="status" aria-live="polite" className="admin-save-notice">
        {notice ? (
          <span key={notice.id} className="admin-save-notice__toast">
            {t(`common.${notice.kind}`)}
          </span>
        ) : null}
      </div>
    </SaveNoticeContext.Provider>
  );
}
