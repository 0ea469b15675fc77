import { render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { COMPANY } from '@/config/company';
import { answer, envelope } from '@/testing/api-server';
import { useCompany } from './use-company';

function Phone() {
  return <p>{useCompany().phone}</p>;
}

describe('useCompany', () => {
  it('shows the saved profile once the API answers', async () => {
    answer('GET', '/api/company', { status: 200, body: { ...COMPANY, phone: '+218 21 555 0177' } });
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <Phone />
      </SWRConfig>,
    );
    expect(await screen.findByText('+218 21 555 0177')).toBeInTheDocument();
  });

  // Every page reads the profile: a retry timer left by a page that is gone would fire after it.
  it("keeps the build's profile when the API fails, and does not ask again", async () => {
    const asked = answer('GET', '/api/company', {
      status: 503,
      body: envelope(503, 'STORAGE.UNAVAILABLE', 'down'),
    });
    const onError = jest.fn();
    const onErrorRetry = jest.fn();
    render(
      // The app's own setting retries a 5xx; this read must not, whatever the setting.
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: true, onError, onErrorRetry }}>
        <Phone />
      </SWRConfig>,
    );
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(screen.getByText(COMPANY.phone)).toBeInTheDocument();
    expect(asked).toHaveLength(1);
    expect(onErrorRetry).not.toHaveBeenCalled();
  });
});
