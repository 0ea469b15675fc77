import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import i18n from '@/lib/i18n';
import { renderRoutes } from '@/testing/render';
import { Header } from './header';

function renderHeader(path = '/') {
  const Layout = () => (
    <>
      <Header />
      <Outlet />
    </>
  );
  return renderRoutes([{ path: '/', element: <Layout />, children: [{ path: '*', element: null }] }], path);
}

const mainNav = () => screen.getAllByRole('navigation', { name: /^(Main|القائمة الرئيسية)$/ })[0]!;

describe('Header', () => {
  it('renders the navigation links in the order of the spec', () => {
    renderHeader();
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/about',
      '/services',
      '/projects',
      '/careers',
      '/client-brief',
      '/blog',
      '/contact',
    ]);
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'About',
      'Services',
      'Projects',
      'Careers',
      'Client Brief',
      'Blog',
      'Contact',
    ]);
  });

  it('marks the current page link as active', () => {
    renderHeader('/services');
    expect(within(mainNav()).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('has a get-in-touch button to /contact', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact');
  });

  it('toggles between English and Arabic in place, by a link labelled with the other language', async () => {
    const user = userEvent.setup();
    const { router } = renderHeader('/services');
    const arabic = within(screen.getByRole('banner')).getAllByRole('link', { name: 'العربية' })[0]!;
    expect(arabic).toHaveAttribute('href', '/ar/services');
    await user.click(arabic);
    expect(router.state.location.pathname).toBe('/ar/services');
    expect(i18n.language).toBe('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('data-font', 'arabic');
    expect(within(mainNav()).getByRole('link', { name: 'خدماتنا' })).toBeInTheDocument();

    const english = within(screen.getByRole('banner')).getAllByRole('link', { name: 'English' })[0]!;
    expect(english).toHaveAttribute('href', '/services');
    await user.click(english);
    expect(i18n.language).toBe('en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).toHaveAttribute('data-font', 'latin');
  });

  it('removes ?lang= from the address when toggling, so a reload keeps the choice', async () => {
    const user = userEvent.setup();
    const { router } = renderHeader('/services?lang=en&x=1');
    await user.click(within(screen.getByRole('banner')).getAllByRole('link', { name: 'العربية' })[0]!);
    expect(router.state.location.search).toBe('?x=1');
  });

  it('switches to the scrolled style after more than 10 px of scroll', () => {
    renderHeader();
    const header = screen.getByRole('banner');
    expect(header).not.toHaveClass('site-header--scrolled');
    act(() => {
      window.scrollY = 11;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveClass('site-header--scrolled');
    act(() => {
      window.scrollY = 10;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).not.toHaveClass('site-header--scrolled');
  });
});

/** The phone menu's button: a `summary`, which the testing library gives no role. */
const menuButton = () => screen.getByLabelText('Open menu');

describe('mobile menu', () => {
  it('is a disclosure whose button opens the dialog once the app runs, without opening in place', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = menuButton();
    expect(toggle.tagName).toBe('SUMMARY');
    const details = toggle.closest('details')!;
    // The in-place panel is for the server's HTML only (no-script.test.tsx).
    expect(details.querySelector('.site-menu__panel')).toBeNull();
    expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');

    // The browser turns Enter and Space on a summary into this click.
    await user.click(toggle);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(details.open).toBe(false);
  });

  it('opens as a dialog with focus on the close button, and closes with it', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = menuButton();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the route changes, by a link or by any other navigation', async () => {
    const user = userEvent.setup();
    const { router } = renderHeader('/');
    await user.click(menuButton());
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Careers' }));
    expect(router.state.location.pathname).toBe('/careers');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(menuButton());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(() => router.navigate('/blog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab focus inside the menu', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(menuButton());
    const dialog = screen.getByRole('dialog');
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('link', { name: 'العربية' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });
});
