import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { answer, answerGets, envelope } from '@/testing/api-server';
import { TwoStepSection } from './two-step-section';

const renderSection = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <TwoStepSection />
    </SWRConfig>,
  );

const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

describe('TwoStepSection', () => {
  it('enrols: QR code and key, a wrong code said so, then the recovery codes shown once', async () => {
    answerGets({
      '/api/auth/two-step': { status: 200, body: { enabled: false, recoveryCodesLeft: 0, required: true } },
    });
    answer('POST', '/api/auth/two-step/enrol', {
      status: 200,
      body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Madar:x', qrSvg: '<svg></svg>' },
    });
    const confirms = answer(
      'POST',
      '/api/auth/two-step/confirm',
      { status: 400, body: envelope(400, 'TWO_STEP.INVALID_CODE', 'Wrong') },
      { status: 200, body: { recoveryCodes: CODES } },
    );
    const u = userEvent.setup();
    renderSection();
    expect(
      await screen.findByText('Your role requires two-step sign-in. Please turn it on now.'),
    ).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Turn on two-step' }));

    expect(
      await screen.findByRole('img', { name: 'QR code for adding Madar to your authenticator app' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    const code = screen.getByLabelText('The six-digit code the app shows');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await u.type(code, '000000');
    await u.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('That code is not correct. Check the app and try again.'),
    ).toBeInTheDocument();

    await u.clear(code);
    await u.type(code, '123456');
    await u.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Your recovery codes' })).toBeInTheDocument();
    for (const one of CODES) expect(screen.getByText(one)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download codes' })).toHaveAttribute(
      'download',
      'madar-recovery-codes.txt',
    );
    expect(confirms.map((r) => r.body)).toEqual([{ code: '000000' }, { code: '123456' }]);

    await u.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByText(CODES[0]!)).not.toBeInTheDocument();
  });

  it('turns off with the current password', async () => {
    answerGets({
      '/api/auth/two-step': { status: 200, body: { enabled: true, recoveryCodesLeft: 7, required: false } },
    });
    const sent = answer(
      'DELETE',
      '/api/auth/two-step',
      { status: 400, body: envelope(400, 'ACCOUNT.WRONG_PASSWORD', 'Wrong') },
      { status: 204 },
    );
    const u = userEvent.setup();
    renderSection();
    expect(await screen.findByText('Two-step sign-in is on. Recovery codes left: 7.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Turn off two-step' }));
    await u.type(screen.getByLabelText('Current password'), 'not it');
    await u.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(sent.map((r) => r.body)).toEqual([{ currentPassword: 'not it' }, { currentPassword: 'not it' }]);
  });
});
