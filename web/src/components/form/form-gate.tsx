import type { ReactNode } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * A form's controls, disabled until the page's script runs: a server-rendered form shows at once, but
 * only the script can send it (the services take JSON), so nothing is typed or submitted into a form
 * that cannot send it yet, and nothing is sent as a plain browser submission (whose fields would land
 * in the address). Takes no room of its own (display: contents).
 */
export function FormGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className="form-gate" disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
