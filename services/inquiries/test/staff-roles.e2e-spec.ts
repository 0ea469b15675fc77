/**
 * The role table on the inquiries service itself: every operation of its OpenAPI document that takes a
 * staff token, called with a token of every role (see checkStaffAreas).
 */
import type { INestApplication } from '@nestjs/common';
import type { App } from 'supertest/types';
import { checkStaffAreas, staffRouteLines, type TestSigner } from '@madar/shared/testing';
import { createTestApp } from './test-app';

describe('inquiries service: staff roles', () => {
  let app: INestApplication<App>;
  let signer: TestSigner;

  beforeAll(async () => {
    ({ app, signer } = await createTestApp());
  });

  afterAll(async () => {
    await app.close();
  });

  it('lets every role into its areas only, on every staff route', async () => {
    const report = await checkStaffAreas(app, signer);

    console.log(
      `inquiries: ${report.routes.length} staff routes × 4 roles = ${report.checked} calls checked\n` +
        staffRouteLines(report).join('\n'),
    );
    expect(report.problems).toEqual([]);
    expect(report.routes.length).toBeGreaterThan(0);
  });
});
