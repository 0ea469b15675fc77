import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/global.css';
import { currentLanguage, initI18n, preloadTranslations } from './lib/i18n';
import { App } from './app/app';
import { routes } from './app/routes';
import { routeNamespaces } from './lib/route-namespaces';

initI18n();
const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// The strings of the chrome and of this URL's page before the first render: no keys, no Suspense.
// Not a top-level await: the route chunks import from this entry, which would never finish evaluating.
const language = currentLanguage();
void Promise.all([
  preloadTranslations(language),
  routeNamespaces(routes, window.location.pathname).then((ns) => preloadTranslations(language, ns)),
]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
