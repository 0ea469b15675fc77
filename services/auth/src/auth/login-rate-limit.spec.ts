import { GUARDS_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import { ThrottlerStorageService } from '@nestjs/throttler';
import { ClientAddressThrottlerGuard } from '@madar/shared/nest';
import { AuthController } from './auth.controller';

/** Exposes the guard's tracker: the key a sign-in attempt is counted under. */
class TrackerProbe extends ClientAddressThrottlerGuard {
  track(req: Record<string, unknown>): Promise<string> {
    return this.getTracker(req);
  }
}

describe('sign-in rate limit', () => {
  it('guards login with the client-address throttler', () => {
    const guards = Reflect.getMetadata(GUARDS_METADATA, AuthController.prototype.login) as unknown[];
    expect(guards).toContain(ClientAddressThrottlerGuard);
  });

  it('counts an attempt under req.ip, never under a header the client sent', async () => {
    const probe = new TrackerProbe({ throttlers: [] }, new ThrottlerStorageService(), new Reflector());

    const req = { ip: '203.0.113.5', headers: { 'x-forwarded-for': '10.0.0.1', 'x-real-ip': '10.0.0.2' } };
    await expect(probe.track(req)).resolves.toBe('203.0.113.5');
    await expect(probe.track({ headers: {} })).resolves.toBe('unknown');
  });
});
