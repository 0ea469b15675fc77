import { screen } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { renderRoutes } from '@/testing/render';
import { RootErrorBoundary, RouteErrorBoundary } from './route-error';

function Broken(): never {
  throw new Error('boom');
}

describe('error boundaries', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // The boundaries log the error on purpose; keep the test output clean.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the translated root error screen when the app fails', () => {
    renderRoutes([{ path: '/', element: <Broken />, errorElement: <RootErrorBoundary /> }]);
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });

  it('keeps the surrounding layout when only one page fails', () => {
    const Layout = () => (
      <>
        <nav aria-label="layout">layout</nav>
        <Outlet />
      </>
    );
    renderRoutes([
      {
        path: '/',
        element: <Layout />,
        children: [{ index: true, element: <Broken />, errorElement: <RouteErrorBoundary /> }],
      },
    ]);
    expect(screen.getByRole('navigation', { name: 'layout' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This section could not be displayed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
