import type { ListRules } from './list-params';
import {
  exportRequestPath,
  isPage,
  listRequestPath,
  normalizeSearch,
  pageCountOf,
  readListState,
  writeListState,
} from './list-params';

type Field = 'submittedAt' | 'companyName';
type Status = 'new' | 'done';
const RULES: ListRules<Field, Status> = {
  path: '/briefs',
  sortFields: ['submittedAt', 'companyName'],
  defaultSort: 'submittedAt:desc',
  statuses: ['new', 'done'],
};
const read = (query: string) => readListState(new URLSearchParams(query), RULES);

describe('readListState', () => {
  it('reads page, page size, search, status and sort from the query string', () => {
    expect(read('page=3&pageSize=5&search=%20Sahara%20&status=done&sort=companyName:asc')).toEqual({
      page: 3,
      pageSize: 5,
      search: 'Sahara',
      status: 'done',
      sort: { field: 'companyName', direction: 'asc' },
    });
  });

  it('falls back to the defaults for missing values and for values the API would refuse', () => {
    const defaults = {
      page: 1,
      pageSize: 20,
      search: '',
      status: undefined,
      sort: { field: 'submittedAt', direction: 'desc' },
    };
    expect(read('')).toEqual(defaults);
    expect(read('page=0&pageSize=101&status=closed&sort=email:asc')).toEqual(defaults);
    expect(read('page=-2&pageSize=2.5&sort=companyName')).toEqual(defaults);
    expect(read('page=99999999')).toMatchObject({ page: 1 });
  });

  it('cuts a long search to the 100 characters the API accepts', () => {
    expect(read(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
    expect(normalizeSearch('  مدار  ')).toBe('مدار');
  });
});

describe('writeListState', () => {
  it('writes only what differs from the defaults and keeps the other parameters', () => {
    const current = new URLSearchParams('tab=applications&page=4&lang=ar');
    const next = writeListState(current, { ...read(''), search: 'oasis', status: 'new' }, RULES);
    expect(next.toString()).toBe('tab=applications&lang=ar&search=oasis&status=new');
    const sorted = writeListState(
      current,
      { ...read(''), page: 2, pageSize: 5, sort: { field: 'companyName', direction: 'asc' } },
      RULES,
    );
    expect(sorted.toString()).toBe('tab=applications&lang=ar&page=2&pageSize=5&sort=companyName%3Aasc');
  });
});

describe('request paths', () => {
  it('asks for the page with fixed parameters first and the order always', () => {
    expect(listRequestPath(read(''), RULES)).toBe('/briefs?page=1&pageSize=20&sort=submittedAt%3Adesc');
    expect(
      listRequestPath(read('search=بنغازي&status=new&page=2'), RULES, { jobId: 'j1', x: undefined }),
    ).toBe(
      `/briefs?jobId=j1&page=2&pageSize=20&search=${encodeURIComponent('بنغازي')}&status=new&sort=submittedAt%3Adesc`,
    );
  });

  it("sends the list's 'all' status when no status is chosen", () => {
    const posts: ListRules<'date', 'published' | 'draft'> = {
      path: '/blog/posts',
      sortFields: ['date'],
      defaultSort: 'date:desc',
      statuses: ['published', 'draft'],
      statusWhenAll: 'all',
    };
    const state = readListState(new URLSearchParams(''), posts);
    expect(listRequestPath(state, posts)).toBe('/blog/posts?page=1&pageSize=20&status=all&sort=date%3Adesc');
    expect(listRequestPath({ ...state, status: 'draft' }, posts)).toContain('status=draft');
  });

  it('exports the same filter and order without paging, in the given language', () => {
    expect(exportRequestPath(read('page=3&search=oasis&status=done'), RULES, { jobId: 'j1' }, 'ar')).toBe(
      '/briefs/export?jobId=j1&search=oasis&status=done&sort=submittedAt%3Adesc&lang=ar',
    );
  });
});

describe('pageCountOf and isPage', () => {
  it('counts at least one page', () => {
    expect(pageCountOf(0, 20)).toBe(1);
    expect(pageCountOf(20, 20)).toBe(1);
    expect(pageCountOf(21, 20)).toBe(2);
  });

  it('tells a page envelope from an array', () => {
    expect(isPage({ items: [], total: 0, page: 1, pageSize: 20 })).toBe(true);
    expect(isPage([])).toBe(false);
    expect(isPage({ items: [], total: '3', page: 1, pageSize: 20 })).toBe(false);
    expect(isPage(null)).toBe(false);
  });
});
