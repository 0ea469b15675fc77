import { expectBilingual } from '../../test/copy-checks';
import { TEAM_SEED } from './team.seed';
import { InMemoryTeamStore } from './team.store';

describe('team seed', () => {
  it('holds six members with unique ids', () => {
    const ids = TEAM_SEED.map((m) => m.id);

    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });

  it.each(TEAM_SEED.map((m) => [m.id, m] as const))('%s is complete in both languages', (id, member) => {
    expectBilingual(member.position);
    expectBilingual(member.bio);
    expect(member.name).toMatch(/^[A-Z][A-Za-z.' -]+$/);
    expect(member.image).toBe(`/images/people/${id}.svg`);
  });

  it('is served in seed order by its store', () => {
    const store = new InMemoryTeamStore(TEAM_SEED);

    expect(store.list().map((m) => m.id)).toEqual(TEAM_SEED.map((m) => m.id));
  });
});
