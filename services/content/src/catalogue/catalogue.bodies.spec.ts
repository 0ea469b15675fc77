import { ExpiringCatalogueBodies } from './catalogue.bodies';

describe('ExpiringCatalogueBodies', () => {
  let now = 0;
  let reads = 0;
  const produce = () => Promise.resolve({ read: ++reads });
  const text = async (bodies: ExpiringCatalogueBodies) =>
    (await bodies.get('services', produce)).bytes.toString();

  beforeEach(() => {
    now = 0;
    reads = 0;
  });

  it('serves the kept answer until it is max-age old, then reads the data again', async () => {
    const bodies = new ExpiringCatalogueBodies(1_000, () => now);
    expect(await text(bodies)).toBe('{"read":1}');
    now = 999;
    expect(await text(bodies)).toBe('{"read":1}');
    // Another replica's edit is seen once the kept answer is this old.
    now = 1_000;
    expect(await text(bodies)).toBe('{"read":2}');
    now = 1_500;
    expect(await text(bodies)).toBe('{"read":2}');
  });

  it('forgets at once when this replica clears, and counts the age from then', async () => {
    const bodies = new ExpiringCatalogueBodies(1_000, () => now);
    await text(bodies);
    now = 600;
    bodies.clear();
    expect(await text(bodies)).toBe('{"read":2}');
    now = 1_500;
    expect(await text(bodies)).toBe('{"read":2}');
    now = 1_600;
    expect(await text(bodies)).toBe('{"read":3}');
  });
});
