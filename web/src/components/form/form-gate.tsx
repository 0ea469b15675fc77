import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { EmailLink, PhoneLink } from '@/components/ui/user-text';
import { useCompany } from '@/hooks/use-company';
import { useHydrated } from '@/hooks/use-hydrated';
import './form-gate.css';

/**
 * A form's controls, disabled until the page's script runs: a server-rendered form shows at once, but
 * only the script can send it (the services take JSON), so nothing is typed or submitted into a form
 * that cannot send it yet, and nothing is sent as a plain browser submission (whose fields would land
 * in the address). Takes no room of its own (display: contents).
 *
 * Until then a note under the form says why it does not answer and how to reach the company without it:
 * seen by a visitor without JavaScript for good, and on a slow phone until the script arrives. It goes
 * when this form comes to life, not when the page does, as a form in a chunk of its own hydrates later.
 */
export function FormGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <>
      <fieldset className="form-gate" disabled={!hydrated}>
        {children}
      </fieldset>
      {hydrated ? null : <NeedsScriptNote />}
    </>
  );
}

function NeedsScriptNote() {
  const { t } = useTranslation();
  const { email, phone } = useCompany();
  return (
    <p className="form-gate__note" role="note">
      <Trans
        t={t}
        i18nKey="form.needsScript"
        values={{ email, phone }}
        components={{
          email: <EmailLink email={email} />,
          phone: <PhoneLink phone={phone} />,
        }}
      />
    </p>
  );
}
