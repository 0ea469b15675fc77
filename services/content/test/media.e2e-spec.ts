/**
 * The media library through the content service's HTTP API (memory mode): who may upload, what an upload
 * is judged by, what is kept of it (re-encoded sizes, no metadata), how its files are served, and that
 * an image a post uses cannot be deleted.
 */
import { crc32 } from 'node:zlib';
import type { INestApplication } from '@nestjs/common';
import sharp from 'sharp';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { BlogPost, Page } from '@madar/shared';
import { createTestSigner, type TestSigner } from '@madar/shared/testing';
import type { MediaItem, MediaUse } from '../src/media/media.model';
import { createTestApp } from './test-app';

const GPS_MARKER = 'Madar test camera at 32.8872N 13.1913E';

/** A photo as a phone sends it: EXIF with the camera, the author and a GPS position. */
const photoWithExif = (width = 2000, height = 1500) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Madar', Model: GPS_MARKER, Artist: 'Staff photographer' },
      IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'E' },
    })
    .toBuffer();

const transparentPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } })
    .png()
    .toBuffer();

/** A PNG whose header claims `width` × `height` pixels (its CRC fixed), whatever its data holds. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await transparentPng(8, 8));
  // Signature (8), IHDR length (4) and type (4), then width and height, then the chunk's CRC at 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('content service: media library', () => {
  let app: INestApplication<App>;
  let signer: TestSigner;
  let editor: string;

  beforeAll(async () => {
    signer = await createTestSigner();
    editor = await signer.sign({ role: 'editor' });
    app = await createTestApp({ signer });
  });

  afterAll(async () => {
    await app.close();
  });

  const http = () => request(app.getHttpServer());
  const auth = (token = editor) => ({ Authorization: `Bearer ${token}` });
  const upload = (bytes: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') =>
    http().post('/api/media').set(auth()).attach('file', bytes, { filename, contentType });
  const served = (url: string) =>
    http()
      .get(url.replace(/^\/media\//, '/api/media/files/'))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it('lets editors and owners upload, refuses other roles (403) and anonymous callers (401)', async () => {
    const png = await transparentPng(40, 30);
    await http().post('/api/media').attach('file', png, 'a.png').expect(401);
    for (const role of ['recruiter', 'sales']) {
      const res = await http()
        .post('/api/media')
        .set(auth(await signer.sign({ role })))
        .attach('file', png, 'a.png')
        .expect(403);
      expect(res.body).toMatchObject({ statusCode: 403, code: 'AUTH.FORBIDDEN' });
    }
    await http().get('/api/media').expect(401);
    await http()
      .get('/api/media')
      .set(auth(await signer.sign({ role: 'sales' })))
      .expect(403);
    await upload(png, 'a.png', 'image/png').expect(201);
    await http()
      .post('/api/media')
      .set(auth(await signer.sign({ role: 'owner' })))
      .attach('file', png, 'a.png')
      .expect(201);
  });

  it('keeps a photo at 480, 960 and 1600 px in WebP with a JPEG fallback, its EXIF and GPS gone', async () => {
    const original = await photoWithExif();
    // The fixture does carry what must go.
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain(GPS_MARKER);

    const { body } = await upload(original, 'IMG_0001.JPG').expect(201);
    const item = body as MediaItem;
    expect(item.url).toBe(`/media/${item.id}-v1-1600.jpg`);
    expect(item).toMatchObject({ revision: 1, width: 1600, height: 1200, sourceFormat: 'jpeg' });
    expect(item.files.map((file) => `${file.width}.${file.format}`)).toEqual([
      '480.webp',
      '960.webp',
      '1600.webp',
      '1600.jpg',
    ]);

    for (const file of item.files) {
      const res = await served(file.url).expect(200);
      expect(res.headers['content-type']).toBe(file.format === 'webp' ? 'image/webp' : 'image/jpeg');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const bytes = res.body as Buffer;
      const metadata = await sharp(bytes).metadata();
      expect({ width: metadata.width, exif: metadata.exif, xmp: metadata.xmp }).toEqual({
        width: file.width,
        exif: undefined,
        xmp: undefined,
      });
      expect(bytes.includes(GPS_MARKER)).toBe(false);
    }
  });

  it('never makes an image larger: a small PNG is kept at its own width, with a PNG fallback', async () => {
    const item = (await upload(await transparentPng(300, 200), 'logo.png', 'image/png').expect(201))
      .body as MediaItem;
    expect(item.files.map((file) => `${file.width}.${file.format}`)).toEqual(['300.webp', '300.png']);
    expect(item.url).toBe(`/media/${item.id}-v1-300.png`);
    const res = await served(item.url).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('takes the first frame of a GIF', async () => {
    const gif = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
      .gif()
      .toBuffer();
    const item = (await upload(gif, 'anim.gif', 'image/gif').expect(201)).body as MediaItem;
    expect(item).toMatchObject({ sourceFormat: 'gif', width: 64, height: 48 });
  });

  it.each([
    ['a text file named .png', Buffer.from('This is not an image at all, only text.\n'), 'notes.png'],
    [
      'an SVG',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
      'logo.png',
    ],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'photo.jpg'],
  ])('refuses %s with 415 MEDIA.UNSUPPORTED_TYPE, whatever its name and type say', async (_, bytes, name) => {
    const res = await upload(bytes, name, 'image/png').expect(415);
    expect(res.body).toMatchObject({
      statusCode: 415,
      code: 'MEDIA.UNSUPPORTED_TYPE',
      error: 'Unsupported Media Type',
    });
  });

  it('refuses a damaged image with 422 MEDIA.UNREADABLE', async () => {
    const jpeg = await photoWithExif(800, 600);
    const res = await upload(jpeg.subarray(0, 400), 'cut.jpg').expect(422);
    expect(res.body).toMatchObject({ code: 'MEDIA.UNREADABLE' });
  });

  it('refuses an image claiming more pixels than it may have before decoding it (422)', async () => {
    const res = await upload(await pngClaiming(20_000, 20_000), 'bomb.png', 'image/png').expect(422);
    expect(res.body).toMatchObject({ statusCode: 422, code: 'MEDIA.TOO_MANY_PIXELS' });
  });

  it('asks for the file: 400 without one', async () => {
    const res = await http().post('/api/media').set(auth()).field('note', 'x').expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION.FAILED' });
  });

  it('sets the alt text in both languages, each required and limited, and finds the image by it', async () => {
    const item = (await upload(await transparentPng(50, 50), 'x.png', 'image/png').expect(201))
      .body as MediaItem;
    const patch = (body: object) => http().patch(`/api/media/${item.id}`).set(auth()).send(body);

    const missing = await patch({ alt: { en: 'Engineers at work' } }).expect(400);
    expect(missing.body).toMatchObject({ code: 'VALIDATION.FAILED' });
    expect((missing.body as { details: { field: string }[] }).details.map((d) => d.field)).toContain(
      'alt.ar',
    );
    const long = await patch({ alt: { en: 'x'.repeat(251), ar: 'س' } }).expect(400);
    expect((long.body as { details: { field: string; rule: string }[] }).details).toContainEqual(
      expect.objectContaining({ field: 'alt.en', rule: 'maxLength' }),
    );

    const alt = { en: 'Splicing fibre in Zawiya', ar: 'لحام الألياف الضوئية في الزاوية' };
    expect(((await patch({ alt }).expect(200)).body as MediaItem).alt).toEqual(alt);
    const found = (await http().get('/api/media?search=zawiya').set(auth()).expect(200))
      .body as Page<MediaItem>;
    expect(found.items.map((i) => i.id)).toEqual([item.id]);
    const inArabic = (
      await http()
        .get(`/api/media?search=${encodeURIComponent('الزاويه')}`)
        .set(auth())
        .expect(200)
    ).body as Page<MediaItem>;
    expect(inArabic.items.map((i) => i.id)).toEqual([item.id]);
    expect(
      ((await http().get(`/api/media/${item.id}`).set(auth()).expect(200)).body as MediaItem).alt,
    ).toEqual(alt);
  });

  it('replaces the file under the same id and stem; the earlier names answer the new image', async () => {
    const first = (await upload(await photoWithExif(1200, 900)).expect(201)).body as MediaItem;
    const res = await http()
      .put(`/api/media/${first.id}/file`)
      .set(auth())
      .attach('file', await transparentPng(700, 700), { filename: 'new.png', contentType: 'image/png' })
      .expect(200);
    const second = res.body as MediaItem;
    expect(second).toMatchObject({ id: first.id, revision: 2, width: 700, height: 700 });
    expect(second.url).toBe(`/media/${first.id}-v2-700.png`);

    const current = await served(second.url).expect(200);
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A post saved with the first revision's address shows the new image, cached briefly only.
    const earlier = await served(first.url).expect(200);
    expect(earlier.headers['cache-control']).toBe('public, max-age=3600');
    expect(earlier.headers['content-type']).toBe('image/png');
    expect((await sharp(earlier.body as Buffer).metadata()).width).toBe(700);
  });

  it('refuses to delete an image a post uses (409 MEDIA.IN_USE with the posts), then deletes it', async () => {
    const item = (await upload(await photoWithExif(900, 600)).expect(201)).body as MediaItem;
    const post = {
      title: { en: 'A post with a library image', ar: 'تدوينة بصورة من المكتبة' },
      excerpt: { en: 'Excerpt.', ar: 'مقتطف.' },
      content: {
        en: `<p>Body</p><img src="/media/${item.id}-v1-480.webp" alt="x">`,
        ar: '<p>نص</p>',
      },
      slug: 'post-with-library-image',
      category: 'telecommunications',
      author: { en: 'Youssef Al-Werfalli', ar: 'يوسف الورفلي' },
      authorTitle: { en: 'Engineering Manager', ar: 'مدير الهندسة' },
      image: `https://www.madar.ly${item.url}`,
      published: false,
    };
    const created = (await http().post('/api/blog/posts').set(auth()).send(post).expect(201))
      .body as BlogPost;

    const refused = await http().delete(`/api/media/${item.id}`).set(auth()).expect(409);
    expect(refused.body).toMatchObject({ statusCode: 409, code: 'MEDIA.IN_USE', error: 'Conflict' });
    const uses = (refused.body as { uses: MediaUse[] }).uses;
    expect(uses.map(({ postId, slug, field }) => ({ postId, slug, field }))).toEqual([
      { postId: created.id, slug: post.slug, field: 'image' },
      { postId: created.id, slug: post.slug, field: 'content' },
    ]);
    await served(item.url).expect(200);
    expect((await http().get(`/api/media/${item.id}/uses`).set(auth()).expect(200)).body).toEqual(uses);

    await http().delete(`/api/blog/posts/${created.id}`).set(auth()).expect(204);
    await http().delete(`/api/media/${item.id}`).set(auth()).expect(204);
    await http().get(`/api/media/${item.id}`).set(auth()).expect(404);
    const gone = await served(item.url).expect(404);
    expect(gone.body).toBeDefined();
  });

  it('answers 404 MEDIA.NOT_FOUND for an unknown image or file name', async () => {
    const unknown = await http()
      .get('/api/media/00000000-0000-4000-8000-000000000000')
      .set(auth())
      .expect(404);
    expect(unknown.body).toMatchObject({ code: 'MEDIA.NOT_FOUND' });
    await http().get('/api/media/files/..%2F..%2Fetc%2Fpasswd').expect(404);
    await http().get('/api/media/files/00000000-0000-4000-8000-000000000000-v1-480.webp').expect(404);
  });
});

describe('content service: media library limits', () => {
  let signer: TestSigner;

  beforeAll(async () => {
    signer = await createTestSigner();
  });

  it('refuses an upload larger than MEDIA_MAX_BYTES with 413 MEDIA.TOO_LARGE', async () => {
    const app = await createTestApp({ signer, env: { MEDIA_MAX_BYTES: '20000' } });
    try {
      const big = await sharp({
        create: {
          width: 400,
          height: 400,
          channels: 3,
          background: '#000',
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
        .png()
        .toBuffer();
      expect(big.length).toBeGreaterThan(20_000);
      const res = await request(app.getHttpServer())
        .post('/api/media')
        .set('Authorization', `Bearer ${await signer.sign({ role: 'editor' })}`)
        .attach('file', big, { filename: 'noise.png', contentType: 'image/png' })
        .expect(413);
      expect(res.body).toMatchObject({
        statusCode: 413,
        code: 'MEDIA.TOO_LARGE',
        error: 'Payload Too Large',
      });
    } finally {
      await app.close();
    }
  });

  it('refuses an upload past the memory cap (MEDIA_MEMORY_BYTES) with 503 STORAGE.FULL, as resumes are', async () => {
    const app = await createTestApp({ signer, env: { MEDIA_MEMORY_BYTES: '6000' } });
    try {
      const post = async () =>
        request(app.getHttpServer())
          .post('/api/media')
          .set('Authorization', `Bearer ${await signer.sign({ role: 'editor' })}`)
          .attach('file', await transparentPng(200, 200), { filename: 'a.png', contentType: 'image/png' });
      const stored: number[] = [];
      let last = await post();
      while (last.status === 201 && stored.length < 20) {
        stored.push(last.status);
        last = await post();
      }
      expect(stored.length).toBeGreaterThan(0);
      expect(last.status).toBe(503);
      expect(last.body).toMatchObject({ code: 'STORAGE.FULL' });
    } finally {
      await app.close();
    }
  });
});
