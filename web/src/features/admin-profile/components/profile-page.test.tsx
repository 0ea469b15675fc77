import type { StaffSession } from '@madar/shared';
import { act, screen, within } from '@testing-library/react';
import i18n from '@/lib/i18n';
import { answer } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { ProfilePage } from './profile-page';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/159.0.8154.6 Safari/537.36';

const session = (id: string, userAgent?: string, current?: true): StaffSession => ({
  id,
  issuedAt: '2026-11-26T10:00:00.000Z',
  expiresAt: '2026-11-26T18:00:00.000Z',
  userAgent,
  address: '203.0.113.7',
  current,
});

function renderProfile() {
  answer('GET', '/api/auth/sessions', {
    status: 200,
    body: [session('a', CHROME_ON_WINDOWS, true), session('b', 'curl/8.5.0'), session('c')],
  });
  answer('GET', '/api/auth/two-step', {
    status: 200,
    body: { enabled: false, required: false, recoveryCodesLeft: 0 },
  });
  return renderAt(
    <ProfilePage
      user={{ id: '1', email: 'huda@madar.ly', name: 'Huda', role: 'owner' }}
      canRename={false}
      onRenamed={() => undefined}
      onPasswordChanged={() => undefined}
      onSignedOut={() => undefined}
    />,
  );
}

const devices = async () =>
  (await screen.findAllByRole('listitem')).map(
    (item) => within(item).getByText((_, element) => element?.tagName === 'P').textContent,
  );

describe('ProfilePage sessions', () => {
  it('names each device as people do, in the admin language, and a script as it sent itself', async () => {
    const { unmount } = renderProfile();
    expect(await devices()).toEqual(['Chrome on Windows This device', 'curl/8.5.0', 'Unknown device']);
    unmount();

    await act(() => i18n.changeLanguage('ar'));
    renderProfile();
    expect(await devices()).toEqual(['Chrome على Windows هذا الجهاز', 'curl/8.5.0', 'جهاز غير معروف']);
  });
});
