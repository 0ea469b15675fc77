import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { AlertIcon } from '@/components/icons/ui-icons';
import './route-error.css';

function useLoggedRouteError(): unknown {
  const error = useRouteError();
  // Errors are also logged (docs/product.md#errors); the screen itself never shows internals.
  console.error(error);
  return error;
}

/**
 * The root boundary: the whole app failed, so it renders without the header/footer and offers a
 * full reload (which also recovers from a stale lazy chunk after a deployment).
 */
export function RootErrorBoundary() {
  const { t } = useTranslation();
  const error = useLoggedRouteError();
  return (
    <main className="route-error route-error--root">
      <AlertIcon size={40} className="route-error__icon" />
      <h1 className="route-error__title">{t('errors.unexpectedTitle')}</h1>
      <p className="route-error__message">{t('errors.unexpectedMessage')}</p>
      {isRouteErrorResponse(error) ? <p className="route-error__status">{error.status}</p> : null}
      <div className="route-error__actions">
        <button type="button" className="button button--dark" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </button>
        <a href="/" className="button button--ghost">
          {t('common.backToHome')}
        </a>
      </div>
    </main>
  );
}

/** Per-route boundary: the page failed but the layout around it (header, footer, sidebar) stays. */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  useLoggedRouteError();
  return (
    <section className="route-error" role="alert">
      <AlertIcon size={32} className="route-error__icon" />
      <h1 className="route-error__title">{t('errors.routeTitle')}</h1>
      <p className="route-error__message">{t('errors.routeMessage')}</p>
      <div className="route-error__actions">
        <button type="button" className="button button--dark" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </button>
        <Link to="/" className="button button--ghost">
          {t('common.backToHome')}
        </Link>
      </div>
    </section>
  );
}
