import { envelope, mockFetch } from '@/testing/fetch-mock';
import { getServiceHealth } from './get-service-health';

describe('getServiceHealth', () => {
  it('asks each service whether it is ready and says which dependency is missing', async () => {
    const fetchMock = mockFetch(
      { status: 200, body: { status: 'ok', service: 'auth', checks: {} } },
      {
        status: 503,
        body: { status: 'unavailable', service: 'content', checks: { database: 'unavailable' } },
      },
      { status: 503, body: envelope(503, 'GATEWAY.UPSTREAM_UNAVAILABLE', 'The service is unavailable') },
      {
        status: 503,
        body: {
          status: 'unavailable',
          service: 'inquiries',
          checks: { database: 'ok', redis: 'unavailable' },
        },
      },
    );

    const report = await getServiceHealth();

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/auth/health/ready',
      '/api/content/health/ready',
      '/api/recruitment/health/ready',
      '/api/inquiries/health/ready',
    ]);
    expect(report.services).toEqual([
      { service: 'auth', ok: true, code: null },
      { service: 'content', ok: false, code: 'DATABASE.UNAVAILABLE' },
      { service: 'recruitment', ok: false, code: 'GATEWAY.UPSTREAM_UNAVAILABLE' },
      { service: 'inquiries', ok: false, code: 'REDIS.UNAVAILABLE' },
    ]);
  });
});
