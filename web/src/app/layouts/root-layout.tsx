import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import './root-layout.css';

/**
 * Wraps every route: new navigations start at the top of the page (back/forward restore the position),
 * and a thin bar shows while a lazy route module or loader is on its way.
 */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' ? <div className="route-progress" aria-hidden="true" /> : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
