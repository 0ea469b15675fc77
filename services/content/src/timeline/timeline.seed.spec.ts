import { expectBilingual } from '../../test/copy-checks';
import { TIMELINE_SEED } from './timeline.seed';

describe('timeline seed', () => {
  it('holds the four milestones of the spec', () => {
    expect(TIMELINE_SEED.map((e) => [e.year, e.title.en])).toEqual([
      [2010, 'Founded in Tripoli'],
      [2015, 'Benghazi office opens'],
      [2018, 'Telecommunications division'],
      [2023, 'Cloud services launched'],
    ]);
  });

  it.each(TIMELINE_SEED.map((e) => [e.year, e] as const))(
    '%s is complete in both languages',
    (_year, entry) => {
      expectBilingual(entry.title);
      expectBilingual(entry.description);
    },
  );
});
