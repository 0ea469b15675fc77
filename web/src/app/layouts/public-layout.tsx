import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { SkipLink } from '@/components/layout/skip-link';
import { WhatsAppButton } from '@/components/layout/whatsapp-button';
import { useCompany } from '@/hooks/use-company';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { useUrlLanguage } from '@/hooks/use-language';
import { splitLanguage } from '@/lib/site-paths';

/** Header, main and footer around every public page (not /admin/*). */
export function PublicLayout() {
  // The page without its language: switching language is not a move to another page.
  const { path } = splitLanguage(useLocation().pathname);
  const mainRef = useRef<HTMLElement>(null);
  const shownPath = useRef(path);
  useUrlLanguage();
  const company = useCompany();

  // After a client-side route change, move focus to the new page so screen readers start there.
  useEffect(() => {
    if (shownPath.current === path) return;
    shownPath.current = path;
    mainRef.current?.focus({ preventScroll: true });
  }, [path]);

  return (
    <>
      <SkipLink targetId="main-content" />
      <Header />
      <main id="main-content" ref={mainRef} tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <Footer newsletter={<NewsletterForm />} />
      {/* Outside the footer, whose reveal transform would pin a fixed child to the footer itself. */}
      <WhatsAppButton contact={company.whatsapp} />
    </>
  );
}
