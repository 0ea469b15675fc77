import { filterPosts } from './filter-posts';
import { makePost } from '../testing/test-posts';

const posts = [
  makePost({
    slug: 'cloud',
    category: 'cloud',
    title: { en: 'A Cloud Roadmap', ar: 'خارطة طريق السحابة' },
    excerpt: { en: 'Hybrid hosting for Libya', ar: 'استضافة هجينة في ليبيا' },
    tags: [{ en: 'Migration', ar: 'الترحيل' }],
  }),
  makePost({
    slug: 'ransomware',
    category: 'security',
    title: { en: 'Ransomware Defence', ar: 'الدفاع ضد برامج الفدية' },
    excerpt: { en: 'Backups that work', ar: 'نسخ احتياطي فعال' },
    tags: [
      { en: 'Email security', ar: 'أمن البريد الإلكتروني' },
      { en: 'Awareness', ar: 'التوعية الأمنية' },
    ],
  }),
  makePost({
    slug: 'datacentre',
    category: 'it-infrastructure',
    title: { en: 'Data Centres in Tripoli', ar: 'مراكز البيانات في طرابلس' },
    excerpt: { en: 'Power and cooling', ar: 'الطاقة والتبريد' },
    tags: [{ en: 'Virtualisation', ar: 'المحاكاة الافتراضية' }],
  }),
];
const slugs = (list: { slug: string }[]) => list.map((post) => post.slug);

describe('filterPosts', () => {
  it('returns every post for an empty or blank query in the category all', () => {
    expect(slugs(filterPosts(posts, '', 'all', 'en'))).toEqual(['cloud', 'ransomware', 'datacentre']);
    expect(slugs(filterPosts(posts, '   ', 'all', 'en'))).toHaveLength(3);
  });

  it('matches a substring of the title case-insensitively', () => {
    expect(slugs(filterPosts(posts, 'rANSOM', 'all', 'en'))).toEqual(['ransomware']);
  });

  it('matches the excerpt in the current language only', () => {
    expect(slugs(filterPosts(posts, 'cooling', 'all', 'en'))).toEqual(['datacentre']);
    expect(filterPosts(posts, 'cooling', 'all', 'ar')).toEqual([]);
  });

  it('matches any tag in the current language, as the visitor sees it', () => {
    expect(slugs(filterPosts(posts, 'virtualis', 'all', 'en'))).toEqual(['datacentre']);
    expect(slugs(filterPosts(posts, 'email SECURITY', 'all', 'en'))).toEqual(['ransomware']);
    expect(slugs(filterPosts(posts, 'التوعية', 'all', 'ar'))).toEqual(['ransomware']);
    expect(filterPosts(posts, 'التوعية', 'all', 'en')).toEqual([]);
  });

  it('combines the text with the category', () => {
    expect(slugs(filterPosts(posts, '', 'security', 'en'))).toEqual(['ransomware']);
    expect(slugs(filterPosts(posts, 'for', 'cloud', 'en'))).toEqual(['cloud']);
    expect(filterPosts(posts, 'ransomware', 'cloud', 'en')).toEqual([]);
  });

  it('searches Arabic titles and excerpts when the language is Arabic', () => {
    expect(slugs(filterPosts(posts, 'طرابلس', 'all', 'ar'))).toEqual(['datacentre']);
    expect(slugs(filterPosts(posts, 'هجينة', 'all', 'ar'))).toEqual(['cloud']);
    expect(filterPosts(posts, 'طرابلس', 'all', 'en')).toEqual([]);
  });

  it('forgives Arabic spelling in the query and the post: hamza, taa marbuta, alef maqsura, marks, tatweel', () => {
    expect(slugs(filterPosts(posts, 'الالكتروني', 'all', 'ar'))).toEqual(['ransomware']);
    expect(slugs(filterPosts(posts, 'الفديه', 'all', 'ar'))).toEqual(['ransomware']);
    expect(slugs(filterPosts(posts, 'الأمنيّة', 'all', 'ar'))).toEqual(['ransomware']);
    expect(slugs(filterPosts(posts, 'هجـــينة', 'all', 'ar'))).toEqual(['cloud']);
    expect(slugs(filterPosts(posts, 'فى طرابلس', 'all', 'ar'))).toEqual(['datacentre']);
    expect(slugs(filterPosts(posts, 'إِستضافة', 'all', 'ar'))).toEqual(['cloud']);
  });

  it('finds nothing for a term that matches no post', () => {
    expect(filterPosts(posts, 'zzzz-nothing', 'all', 'en')).toEqual([]);
  });
});
