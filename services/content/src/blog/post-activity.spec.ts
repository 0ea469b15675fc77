import type { BlogPost } from '@madar/shared';
import { buildBlogSeed } from './blog.seed';
import { postActivity } from './post-activity';

const base = buildBlogSeed(new Date('2025-06-01T00:00:00Z'))[0] as BlogPost;
const at = (day: number) => new Date(Date.UTC(2025, 4, day)).toISOString();

function post(overrides: Partial<BlogPost>): BlogPost {
  return { ...base, ...overrides };
}

describe('postActivity', () => {
  it('reports a post created as published once, as published', () => {
    const items = postActivity(post({ createdAt: at(1), publishedAt: at(1), updatedAt: at(1) }));

    expect(items.map((i) => [i.action, i.timestamp])).toEqual([['published', at(1)]]);
  });

  it('reports a draft as created, then published, then updated', () => {
    const items = postActivity(post({ createdAt: at(1), publishedAt: at(3), updatedAt: at(5) }));

    expect(items.map((i) => [i.action, i.timestamp])).toEqual([
      ['created', at(1)],
      ['published', at(3)],
      ['updated', at(5)],
    ]);
  });

  it('reports an unpublished draft as created only until it is edited', () => {
    expect(
      postActivity(post({ createdAt: at(1), publishedAt: null, updatedAt: at(1) })).map((i) => i.action),
    ).toEqual(['created']);
    expect(
      postActivity(post({ createdAt: at(1), publishedAt: null, updatedAt: at(2) })).map((i) => i.action),
    ).toEqual(['created', 'updated']);
  });

  it('describes the item with the bilingual title, the category and the author', () => {
    const [item] = postActivity(post({ createdAt: at(1), publishedAt: at(1), updatedAt: at(1) }));

    expect(item).toEqual({
      id: `${base.id}:published`,
      type: 'blog',
      action: 'published',
      title: base.title,
      description: {
        en: `IT Infrastructure · ${base.author.en}`,
        ar: `البنية التحتية لتقنية المعلومات · ${base.author.ar}`,
      },
      timestamp: at(1),
      record: { kind: 'post', id: base.id },
    });
  });
});
