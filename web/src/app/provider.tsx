import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig, type SWRConfiguration } from 'swr';
import i18n from '@/lib/i18n';
import { isApiError } from '@/lib/api-error';

export const swrConfig: SWRConfiguration = {
  revalidateOnFocus: false,
  // Retrying a 4xx cannot succeed; only network failures and 5xx are worth another try.
  shouldRetryOnError: (error: unknown) => !isApiError(error) || error.status === 0 || error.status >= 500,
  errorRetryCount: 2,
};

export function AppProvider({ children, swr }: { children: ReactNode; swr?: SWRConfiguration }) {
  return (
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={swr ? { ...swrConfig, ...swr } : swrConfig}>{children}</SWRConfig>
    </I18nextProvider>
  );
}
