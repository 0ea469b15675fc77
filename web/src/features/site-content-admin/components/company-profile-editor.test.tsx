import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_COMPANY_PROFILE } from '@madar/shared';
import { answer, validationEnvelope } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { CompanyProfileEditor } from './company-profile-editor';

const profile = DEFAULT_COMPANY_PROFILE;

describe('CompanyProfileEditor', () => {
  it('sends the whole profile with an edited phone and an office address edited in Arabic', async () => {
    const patches = answer('PATCH', '/api/company', { status: 200, body: profile });
    const onDone = jest.fn();
    renderAt(<CompanyProfileEditor profile={profile} onDone={onDone} onCancel={jest.fn()} />);

    expect(screen.getByLabelText('Main address (Arabic)')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByLabelText('Main address (English)')).toHaveAttribute('dir', 'ltr');
    fireEvent.change(screen.getByLabelText('Main phone'), { target: { value: '+218 21 555 0177' } });
    fireEvent.change(screen.getByLabelText('Office 2 address (Arabic)'), {
      target: { value: 'شارع دبي، بنغازي، ليبيا' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [tripoli, benghazi] = profile.offices;
    expect(patches[0]?.body).toEqual({
      ...profile,
      phone: '+218 21 555 0177',
      offices: [tripoli, { ...benghazi, address: { ...benghazi!.address, ar: 'شارع دبي، بنغازي، ليبيا' } }],
    });
  });

  it('sends nothing while a text lacks its Arabic or a link is not https, and says where', async () => {
    const patches = answer('PATCH', '/api/company', { status: 200, body: profile });
    renderAt(<CompanyProfileEditor profile={profile} onDone={jest.fn()} onCancel={jest.fn()} />);

    fireEvent.change(screen.getByLabelText('Opening hours line 1 (Arabic)'), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('Facebook page'), {
      target: { value: 'http://www.facebook.com/madar' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Enter an https:// address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Opening hours line 1 (Arabic)')).toHaveAttribute('aria-invalid', 'true');
    expect(patches).toHaveLength(0);
  });

  it("shows the service's refusal of a field beside it", async () => {
    answer('PATCH', '/api/company', {
      status: 400,
      body: validationEnvelope([{ field: 'offices.0.email', rule: 'isEmail' }]),
    });
    renderAt(<CompanyProfileEditor profile={profile} onDone={jest.fn()} onCancel={jest.fn()} />);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Office 1 email')).toHaveAttribute('aria-invalid', 'true'),
    );
  });
});
