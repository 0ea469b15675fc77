import { loadConfig } from './config';

describe("the renderer's settings", () => {
  // The gateway's page copies last at most the second they were drawn in; a catalogue answer reused on
  // top of that would show a change later than the site's one second. Each render asks again with the
  // ETag (an unchanged answer is a 304), at most once a second per page behind the gateway.
  it('asks the services again on every render unless RENDER_DATA_CACHE_MS says otherwise', () => {
    expect(loadConfig({}, '/dist').dataCacheMs).toBe(0);
    expect(loadConfig({ RENDER_DATA_CACHE_MS: '0' }, '/dist').dataCacheMs).toBe(0);
    expect(loadConfig({ RENDER_DATA_CACHE_MS: '1000' }, '/dist').dataCacheMs).toBe(1000);
    expect(() => loadConfig({ RENDER_DATA_CACHE_MS: '-1' }, '/dist')).toThrow(
      /^RENDER_DATA_CACHE_MS must be/,
    );
  });

  it('takes a mailto: or https: security contact, with a demo address by default', () => {
    expect(loadConfig({}, '/dist').securityContact).toBe('mailto:security@madar.ly');
    expect(loadConfig({ SECURITY_CONTACT: ' mailto:psirt@example.com ' }, '/dist').securityContact).toBe(
      'mailto:psirt@example.com',
    );
    expect(
      loadConfig({ SECURITY_CONTACT: 'https://example.com/report-a-vulnerability' }, '/dist').securityContact,
    ).toBe('https://example.com/report-a-vulnerability');
  });

  it.each([
    'security@madar.ly',
    'mailto:nobody',
    'http://example.com/report',
    'https://exa mple.com',
    'tel:+218',
  ])('stops at start on a security contact a reporter cannot use (%s)', (value) => {
    expect(() => loadConfig({ SECURITY_CONTACT: value }, '/dist')).toThrow(/^SECURITY_CONTACT must be/);
  });
});
