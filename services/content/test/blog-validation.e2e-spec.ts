import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { BlogPost, ErrorEnvelope, Page } from '@madar/shared';
import { createTestSigner, type TestSigner } from '@madar/shared/testing';
import { createTestApp } from './test-app';

const SEEDED_ID = '5f2b8c1e-7a34-4d6b-9e01-3c8a2f6d4b71';

const validPost = () => ({
  title: { en: 'Data centre cooling in summer', ar: 'تبريد مراكز البيانات في الصيف' },
  excerpt: { en: 'Keeping servers cool above 45 °C.', ar: 'الحفاظ على برودة الخوادم فوق 45 درجة.' },
  content: { en: '<p>Cooling matters.</p>', ar: '<p>التبريد مهم.</p>' },
  slug: 'data-centre-cooling-summer',
  category: 'it-infrastructure',
  author: { en: 'Khaled Ben Omran', ar: 'خالد بن عمران' },
  authorTitle: { en: 'Chief Technology Officer', ar: 'المدير التقني' },
  tags: [{ en: 'Cooling', ar: 'التبريد' }],
  published: true,
});

const without = (key: string) => {
  const body: Record<string, unknown> = validPost();
  delete body[key];
  return body;
};

/** Bodies a create must refuse with 400, each differing from a valid post in one way. */
const BAD_CREATES: [string, object][] = [
  ['an empty body', {}],
  ['an array body', [validPost()]],
  ['a missing title', without('title')],
  ['a missing ar title', { ...validPost(), title: { en: 'Only English' } }],
  ['a blank ar title', { ...validPost(), title: { en: 'Title', ar: '   ' } }],
  ['a title that is only markup', { ...validPost(), title: { en: '<b></b>', ar: 'عنوان' } }],
  [
    'a body that is only a script',
    { ...validPost(), content: { en: '<script>x()</script>', ar: '<p>نص</p>' } },
  ],
  ['a title over 200 characters', { ...validPost(), title: { en: 'x'.repeat(201), ar: 'عنوان' } }],
  ['an unknown field', { ...validPost(), views: 10 }],
  ['an unknown field inside a text', { ...validPost(), title: { en: 'a', ar: 'ب', fr: 'c' } }],
  ['a title given as a string', { ...validPost(), title: 'Title' }],
  ['published as a string', { ...validPost(), published: 'true' }],
  ['a missing published flag', without('published')],
  ['a numeric author', { ...validPost(), author: 42 }],
  ['an author without the Arabic', { ...validPost(), author: { en: 'Khaled Ben Omran' } }],
  ['a blank Arabic author', { ...validPost(), author: { en: 'Khaled Ben Omran', ar: '  ' } }],
  ['an author that is only markup', { ...validPost(), author: { en: '<b></b>', ar: 'خالد' } }],
  ['an author over 100 characters', { ...validPost(), author: { en: 'Khaled', ar: 'خ'.repeat(101) } }],
  ['a blank string author', { ...validPost(), author: '   ' }],
  ['tags as a string', { ...validPost(), tags: 'cloud' }],
  ['tags as plain strings', { ...validPost(), tags: ['Cooling'] }],
  [
    'more than ten tags',
    { ...validPost(), tags: Array.from({ length: 11 }, (_, i) => ({ en: `tag${i}`, ar: `وسم${i}` })) },
  ],
  ['a tag over 40 characters', { ...validPost(), tags: [{ en: 'x'.repeat(41), ar: 'وسم' }] }],
  ['an empty tag', { ...validPost(), tags: [{ en: '', ar: '' }] }],
  ['a tag without its Arabic', { ...validPost(), tags: [{ en: 'Cooling' }] }],
  ['a blank Arabic tag', { ...validPost(), tags: [{ en: 'Cooling', ar: '  ' }] }],
  ['an unknown category', { ...validPost(), category: 'hosting' }],
  ['the category all', { ...validPost(), category: 'all' }],
  ['a slug with spaces and capitals', { ...validPost(), slug: 'Data Centre' }],
  ['a slug with a double hyphen', { ...validPost(), slug: 'data--centre' }],
  ['a slug with a leading hyphen', { ...validPost(), slug: '-data-centre' }],
  ['a slug over 120 characters', { ...validPost(), slug: 'a'.repeat(121) }],
  ['a data: image', { ...validPost(), image: 'data:image/png;base64,AAAA' }],
  ['a javascript: image', { ...validPost(), image: 'javascript:alert(1)' }],
  ['a plain http image', { ...validPost(), image: 'http://cdn.example.com/a.png' }],
  ['an image path outside /images', { ...validPost(), image: '/uploads/a.png' }],
  ['an image path that climbs out', { ...validPost(), image: '/images/../secret.txt' }],
  ['a null image', { ...validPost(), image: null }],
  ['a javascript: author image', { ...validPost(), authorImage: 'javascript:alert(1)' }],
];

const BAD_PATCHES: [string, object][] = [
  ['an unknown field', { views: 1 }],
  ['a null title', { title: null }],
  ['a null published flag', { published: null }],
  ['a title without ar', { title: { en: 'Only English' } }],
  ['an author without ar', { author: { en: 'Khaled Ben Omran' } }],
  ['a null author', { author: null }],
  ['published as a number', { published: 1 }],
  ['an unknown category', { category: 'hosting' }],
  ['an invalid slug', { slug: 'Not_A_Slug' }],
  ['an id (not writable)', { id: 'another-id' }],
  ['publishedAt (not writable)', { publishedAt: '2020-01-01T00:00:00.000Z' }],
];

describe('content service: blog writes refuse bad input and store nothing', () => {
  let app: INestApplication<App>;
  let signer: TestSigner;
  let token: string;

  beforeAll(async () => {
    signer = await createTestSigner();
    token = await signer.sign();
    app = await createTestApp({ signer });
  });

  afterAll(async () => {
    await app.close();
  });

  const http = () => request(app.getHttpServer());
  const bearer = (value = token) => ({ Authorization: `Bearer ${value}` });
  const write = (method: 'POST' | 'PATCH', path: string) =>
    method === 'POST' ? http().post(path) : http().patch(path);
  const allPosts = async () =>
    (
      (await http().get('/api/blog/posts?status=all&pageSize=100').set(bearer()).expect(200))
        .body as Page<BlogPost>
    ).items;

  /** Runs a refused request and checks that the stored posts did not change. */
  async function refused(send: () => request.Test, status: number, code: string): Promise<ErrorEnvelope> {
    const before = await allPosts();
    const res = await send().expect(status);
    expect(res.body).toMatchObject({ statusCode: status, code });
    expect(await allPosts()).toEqual(before);
    return res.body as ErrorEnvelope;
  }

  it('accepts the valid post the cases below are built from', async () => {
    const before = await allPosts();
    await http()
      .post('/api/blog/posts')
      .set(bearer())
      .send({ ...validPost(), slug: 'baseline-post' })
      .expect(201);

    expect(await allPosts()).toHaveLength(before.length + 1);
  });

  it.each(BAD_CREATES)('refuses a create with %s (400)', async (_name, body) => {
    await refused(() => http().post('/api/blog/posts').set(bearer()).send(body), 400, 'VALIDATION.FAILED');
  });

  it('names the failing nested field', async () => {
    const error = await refused(
      () =>
        http()
          .post('/api/blog/posts')
          .set(bearer())
          .send({ ...validPost(), title: { en: 'x' } }),
      400,
      'VALIDATION.FAILED',
    );

    expect(error.message).toEqual(expect.arrayContaining([expect.stringMatching(/^title\.ar: /)]));
  });

  it('names each failed rule as data, nested fields by their path', async () => {
    const error = await refused(
      () =>
        http()
          .post('/api/blog/posts')
          .set(bearer())
          .send({ ...validPost(), title: { en: 'x'.repeat(201), ar: 'عنوان' }, slug: 'Not A Slug' }),
      400,
      'VALIDATION.FAILED',
    );

    expect(error.details).toEqual(
      expect.arrayContaining([
        { field: 'title.en', rule: 'maxLength', params: { max: 200 } },
        { field: 'slug', rule: 'isSlug' },
      ]),
    );
  });

  it('refuses a direction override in a title and a zero-width space in a tag (rule isPlainText)', async () => {
    const error = await refused(
      () =>
        http()
          .post('/api/blog/posts')
          .set(bearer())
          .send({
            ...validPost(),
            slug: 'plain-text-refused',
            title: { en: 'Title \u202egnp.exe', ar: 'عنوان' },
            tags: [{ en: 'Tripoli\u200b', ar: 'طرابلس' }],
          }),
      400,
      'VALIDATION.FAILED',
    );

    expect(error.details).toEqual([
      { field: 'title.en', rule: 'isPlainText' },
      { field: 'tags.0.en', rule: 'isPlainText' },
    ]);
  });

  it('names a field left with only markup once sanitised', async () => {
    const error = await refused(
      () =>
        http()
          .post('/api/blog/posts')
          .set(bearer())
          .send({ ...validPost(), title: { en: '<b></b>', ar: 'عنوان' } }),
      400,
      'VALIDATION.FAILED',
    );

    expect(error.details).toEqual([{ field: 'title.en', rule: 'notOnlyMarkup' }]);
  });

  it.each(BAD_PATCHES)('refuses an update with %s (400)', async (_name, body) => {
    await refused(
      () => http().patch(`/api/blog/posts/${SEEDED_ID}`).set(bearer()).send(body),
      400,
      'VALIDATION.FAILED',
    );
  });

  const writeRoutes: ['POST' | 'PATCH', string][] = [
    ['POST', '/api/blog/posts'],
    ['PATCH', `/api/blog/posts/${SEEDED_ID}`],
  ];

  it.each(writeRoutes)('refuses malformed JSON on %s (400)', async (method, path) => {
    await refused(
      () =>
        write(method, path)
          .set(bearer())
          .set('Content-Type', 'application/json')
          .send('{"title": {"en": "x",'),
      400,
      'REQUEST.MALFORMED_JSON',
    );
  });

  it.each(writeRoutes)('refuses a body over 100 kB on %s (413)', async (method, path) => {
    const body = { ...validPost(), content: { en: `<p>${'x'.repeat(110_000)}</p>`, ar: '<p>نص</p>' } };
    await refused(() => write(method, path).set(bearer()).send(body), 413, 'REQUEST.PAYLOAD_TOO_LARGE');
  });

  describe('tokens', () => {
    const writes: [string, () => request.Test][] = [
      ['POST', () => http().post('/api/blog/posts').send(validPost())],
      ['PATCH', () => http().patch(`/api/blog/posts/${SEEDED_ID}`).send({ published: false })],
      ['DELETE', () => http().delete(`/api/blog/posts/${SEEDED_ID}`)],
    ];

    it.each(writes)('%s without a token is 401 and changes nothing', async (_method, send) => {
      await refused(send, 401, 'AUTH.TOKEN_MISSING');
    });

    it.each(writes)('%s with a tampered token is 401 and changes nothing', async (_method, send) => {
      const [header, payload, signature] = token.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
      const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'intruder@example.test' })).toString(
        'base64url',
      );

      await refused(() => send().set(bearer(`${header}.${forged}.${signature}`)), 401, 'AUTH.TOKEN_INVALID');
    });

    it.each(writes)('%s with a token for another audience is 401', async (_method, send) => {
      const other = await signer.sign({ aud: 'someone-else' });

      await refused(() => send().set(bearer(other)), 401, 'AUTH.TOKEN_INVALID');
    });
  });
});
