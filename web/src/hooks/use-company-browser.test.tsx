/**
 * useCompany as the browser build wires it (vite.config.ts swaps config/company-stand-in.ts for its
 * .browser.ts twin): the build's profile is not part of a page's first load, so a server-rendered page
 * shows the live profile from its data, and a page without it loads the build's copy before rendering.
 */
import { type CompanyProfile, DEFAULT_COMPANY_PROFILE } from '@madar/shared';
import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { COMPANY } from '@/config/company';
import { loadCompanyStandIn } from '@/config/company-stand-in';
import type * as BrowserStandIn from '@/config/company-stand-in.browser';
import { answer } from '@/testing/api-server';
import { carriesCompany, useCompany } from './use-company';

type StandIn = typeof BrowserStandIn;

jest.mock('@/config/company-stand-in', () =>
  jest.requireActual<StandIn>('@/config/company-stand-in.browser'),
);

const saved: CompanyProfile = { ...DEFAULT_COMPANY_PROFILE, phone: '+218 21 555 0177' };

function Phone() {
  return <p data-testid="phone">{useCompany().phone}</p>;
}

type Entries = Record<
  string,
  { data: unknown } | { error: { status: number; code: string; message: string } }
>;

/** SWR as a server-rendered page starts it (app/page-data.ts): its answers cached, not asked again. */
const hydrated = (entries: Entries) => ({
  provider: () =>
    new Map(Object.entries(entries).map(([key, entry]) => [key, { ...entry, isLoading: false }])) as Map<
      string,
      never
    >,
  revalidateOnMount: false,
});

describe('useCompany in the browser build', () => {
  it("shows the profile a server-rendered page carries, without the build's copy and without asking", () => {
    const asked = answer('GET', '/api/company', { status: 200, body: COMPANY });
    const entries: Entries = { '/company': { data: saved } };
    expect(carriesCompany(entries)).toBe(true);

    render(
      <SWRConfig value={hydrated(entries)}>
        <Phone />
      </SWRConfig>,
    );
    expect(screen.getByTestId('phone')).toHaveTextContent('+218 21 555 0177');
    expect(asked).toHaveLength(0);
  });

  it("shows the build's profile on a page rendered while the API failed, once boot has loaded it", async () => {
    answer('GET', '/api/company', { status: 503, body: {} });
    const entries: Entries = {
      '/company': { error: { status: 503, code: 'STORAGE.UNAVAILABLE', message: 'down' } },
    };
    expect(carriesCompany(entries)).toBe(false);
    expect(carriesCompany(undefined)).toBe(false);

    await loadCompanyStandIn();
    render(
      <SWRConfig value={hydrated(entries)}>
        <Phone />
      </SWRConfig>,
    );
    expect(screen.getByTestId('phone')).toHaveTextContent(COMPANY.phone);
  });
});

describe("the browser's stand-in profile", () => {
  it('holds no profile until loaded, so a first load carries none of it', () => {
    jest.isolateModules(() => {
      const { companyStandIn } = jest.requireActual<StandIn>('@/config/company-stand-in.browser');
      expect(companyStandIn().phone).toBe('');
    });
  });

  it('never fails a page: when its chunk cannot be loaded, the contacts stay blank', async () => {
    let standIn: StandIn | undefined;
    jest.isolateModules(() => {
      jest.doMock('@/config/company', () => {
        throw new Error('offline');
      });
      standIn = jest.requireActual<StandIn>('@/config/company-stand-in.browser');
    });
    await expect(standIn!.loadCompanyStandIn()).resolves.toBeUndefined();
    expect(standIn!.companyStandIn()).toMatchObject({ phone: '', email: '', offices: [] });
  });
});
