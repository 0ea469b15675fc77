import { summarize } from './summaries';

describe('summarize', () => {
  it('keeps only the named fields, and leaves an absent optional one absent', () => {
    const record: { id: string; body: string; images?: string[] } = { id: 'a', body: 'long' };

    expect(summarize(record, ['id', 'images'])).toEqual({ id: 'a' });
    expect(summarize(record, ['id', 'images'])).not.toHaveProperty('images');
  });
});
