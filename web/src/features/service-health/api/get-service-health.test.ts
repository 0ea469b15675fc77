import { answerGets, envelope } from '@/testing/api-server';
import { getServiceHealth } from './get-service-health';

describe('getServiceHealth', () => {
  it('asks each service whether it is ready and says which dependency is missing', async () => {
    const requests = answerGets({
      '/api/auth/health/ready': { status: 200, body: { status: 'ok', service: 'auth', checks: {} } },
      '/api/content/health/ready': {
        status: 503,
        body: { status: 'unavailable', service: 'content', checks: { database: 'unavailable' } },
      },
      '/api/recruitment/health/ready': {
        status: 503,
        body: envelope(503, 'GATEWAY.UPSTREAM_UNAVAILABLE', 'The service is unavailable'),
      },
      '/api/inquiries/health/ready': {
        status: 503,
        body: {
          status: 'unavailable',
          service: 'inquiries',
          checks: { database: 'ok', redis: 'unavailable' },
        },
      },
    });

    const report = await getServiceHealth();

    expect(Object.values(requests).map((asked) => asked.length)).toEqual([1, 1, 1, 1]);
    expect(report.services).toEqual([
      { service: 'auth', ok: true, code: null },
      { service: 'content', ok: false, code: 'DATABASE.UNAVAILABLE' },
      { service: 'recruitment', ok: false, code: 'GATEWAY.UPSTREAM_UNAVAILABLE' },
      { service: 'inquiries', ok: false, code: 'REDIS.UNAVAILABLE' },
    ]);
  });
});
