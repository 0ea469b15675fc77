import { loadConfig } from './config';

describe("the renderer's settings", () => {
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
