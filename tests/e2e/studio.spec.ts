import { deflateSync, crc32 } from 'node:zlib';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, expectLanguage, test, untilInteractive } from './fixtures';

/**
 * The content studio as an editor uses it, in English and in Arabic: an image uploaded to the media
 * library; a post whose bodies are typed in the rich-text editor, a bulleted list from its toolbar and
 * the library's image with alt text in each language; its preview in a new tab; a publishing time in
 * Tripoli time, before which the blog does not show it and after which the blog, the Arabic blog and
 * the feed do, with nobody acting. While that time comes, a feature added to a service in both languages
 * shows on /services and /ar/services.
 */
const BLOG_ADMIN = '/admin/dashboard/blog';
const MEDIA_ADMIN = '/admin/dashboard/media';
const SITE_CONTENT_ADMIN = '/admin/dashboard/site-content';
const TIME_ZONE = 'Africa/Tripoli';
const SERVICE_ID = 'consulting';

const runId = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/**
 * A plain PNG of one colour (RGB, 8 bits, no filter), wide enough that the library keeps several widths
 * of it (480 and 960 px besides the original): the file an editor would upload, made here.
 */
function solidPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([0x1d, 0x6f, 0xa8], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The first whole minute at least `leadMs` ahead: the editor's time field takes minutes, and the time
 * must still be ahead when the post is saved (an earlier one is refused) and when the blog is first read.
 */
function nextMinute(leadMs: number): Date {
  const at = new Date(Date.now() + leadMs);
  at.setUTCSeconds(0, 0);
  return new Date(at.getTime() + 60_000);
}

/** `date` as the Tripoli wall time the editor types: `YYYY-MM-DDTHH:mm` (a datetime-local value). */
function tripoliInput(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The public page as a new visitor sees it: the admin's tab may hold a cached copy of a list. */
async function asVisitor<T>(browser: Browser, use: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

async function visit(page: Page, path: string) {
  await untilInteractive(page, await page.goto(path));
}

/** Types a body in the rich-text editor of one language: a paragraph, then a bulleted list from the toolbar. */
async function typeBody(page: Page, group: ReturnType<Page['getByRole']>, intro: string, items: string[]) {
  await group.getByRole('textbox', { name: 'Content', exact: true }).click();
  await page.keyboard.type(intro);
  await page.keyboard.press('Enter');
  await group.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type(items.join('\n'));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
}

/** Inserts the library image found by `fileName` into one language's body, with that language's alt text. */
async function insertLibraryImage(
  group: ReturnType<Page['getByRole']>,
  fileName: string,
  mediaId: string,
  alt: { label: string; text: string },
) {
  await group.getByRole('button', { name: 'Image', exact: true }).click();
  const form = group.getByRole('group', { name: 'Image', exact: true });
  await form.getByLabel('Search the media library').fill(fileName);
  const library = form.getByLabel('From the media library');
  await expect(library.locator(`option[value="${mediaId}"]`)).toHaveCount(1);
  await library.selectOption(mediaId);
  await expect(form.getByLabel('Image path')).toHaveValue(/^\/media\//);
  await form.getByLabel(alt.label).fill(alt.text);
  await form.getByRole('button', { name: 'Insert image' }).click();
  await expect(form).toHaveCount(0);
}

/** Checks a preview tab: the banner, the list, the library image with its alt text, the language. */
async function expectPreview(
  preview: Page,
  lang: 'en' | 'ar',
  expected: { title: string; items: string[]; alt: string; banner: string; src: string },
) {
  await preview.waitForURL(/[?&]preview=/);
  await preview.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await expectLanguage(preview, lang);
  await expect(preview.getByText(expected.banner)).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1, name: expected.title })).toBeVisible();
  const prose = preview.locator('.blog-prose');
  await expect(prose.locator('ul > li')).toHaveText(expected.items);
  const image = prose.getByRole('img', { name: expected.alt });
  await expect(image).toHaveAttribute('src', expected.src);
  // The cover is the same library image, served at the screen's width from its WebP sizes.
  await expect(preview.locator('img.blog-article__cover')).toHaveAttribute(
    'srcset',
    new RegExp(`-480\\.webp 480w, .+-960\\.webp 960w, .+-1000\\.webp 1000w$`),
  );
}

async function deleteQuietly(request: APIRequestContext, headers: { Authorization: string }, path: string) {
  await request.delete(path, { headers });
}

test.describe('content studio', () => {
  // The post's time is the next whole minute or the one after: up to ~100 s of the test is that wait,
  // spent on the service editor first (the scheduler then publishes within SCHEDULE_TICK_MS).
  test.describe.configure({ timeout: 240_000 });

  test('an editor writes, previews and schedules a post in both languages and it goes live on time; a service feature added in both languages is public', async ({
    page,
    browser,
    request,
    asAdmin,
    signIn,
  }) => {
    const id = runId();
    const fileName = `studio-${id}.png`;
    const slug = `studio-cabling-${id}`;
    const post = {
      en: {
        title: `Studio cabling ${id}`,
        intro: 'What a structured cabling survey covers.',
        items: ['Rack layout', 'Patch panels', 'Labelling'],
        alt: `A blue test card ${id}`,
      },
      ar: {
        title: `تمديدات الاستوديو ${id}`,
        intro: 'ما يشمله مسح الكابلات المنظمة.',
        items: ['تخطيط الخزائن', 'لوحات التوصيل', 'الترقيم'],
        alt: `بطاقة اختبار زرقاء ${id}`,
      },
    };
    const feature = { en: `Studio audits ${id}`, ar: `تدقيق الاستوديو ${id}` };
    const original = await request.get(`/api/services/${SERVICE_ID}`);
    expect(original.status()).toBe(200);
    const { id: _serviceId, ...service } = (await original.json()) as { id: string; features: unknown[] };
    let mediaId: string | undefined;
    let postId: string | undefined;
    try {
      // The media library: upload by the button, as an editor picks a file.
      await signIn(MEDIA_ADMIN);
      await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
      const file = page.getByLabel('Upload images');
      await expect(file).toBeEnabled();
      const uploaded = page.waitForResponse(
        (r) => r.url().endsWith('/api/media') && r.request().method() === 'POST',
      );
      await file.setInputFiles({ name: fileName, mimeType: 'image/png', buffer: solidPng(1000, 500) });
      const upload = await uploaded;
      expect(upload.status()).toBe(201);
      const media = (await upload.json()) as { id: string; url: string };
      mediaId = media.id;
      await expect(page.getByText(`${fileName} was added to the library.`)).toBeVisible();

      // The post: both bodies typed, each with a list and the image.
      await page.goto(`${BLOG_ADMIN}?search=${id}`);
      await page.getByRole('button', { name: 'Add post' }).click();
      const english = page.getByRole('group', { name: 'English' });
      const arabic = page.getByRole('group', { name: 'Arabic' });
      await english.getByLabel('Title', { exact: true }).fill(post.en.title);
      await expect(page.getByLabel('Slug')).toHaveValue(slug);
      await english.getByLabel('Author', { exact: true }).fill('Huda Al-Mabrouk');
      await english.getByLabel('Author title').fill('Network Engineer');
      await english.getByLabel('Excerpt').fill('A survey before the first cable.');
      await typeBody(page, english, post.en.intro, post.en.items);
      await insertLibraryImage(english, fileName, media.id, {
        label: 'Alternative text (English)',
        text: post.en.alt,
      });
      await arabic.getByLabel('Title', { exact: true }).fill(post.ar.title);
      await arabic.getByLabel('Author', { exact: true }).fill('هدى المبروك');
      await arabic.getByLabel('Author title').fill('مهندسة شبكات');
      await arabic.getByLabel('Excerpt').fill('مسح قبل أول كابل.');
      await typeBody(page, arabic, post.ar.intro, post.ar.items);
      await insertLibraryImage(arabic, fileName, media.id, {
        label: 'Alternative text (Arabic)',
        text: post.ar.alt,
      });
      await page.getByLabel('Category').selectOption('it-infrastructure');
      await page.getByLabel('Image path', { exact: true }).fill(media.url);

      // Preview: a new tab at the preview's address in the editor's language, then the Arabic link.
      const englishTab = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Preview', exact: true }).click();
      await expectPreview(await englishTab, 'en', {
        ...post.en,
        banner: 'Preview — not published',
        src: media.url,
      });
      const arabicTab = page.waitForEvent('popup');
      await page.locator('.preview-button__links').getByRole('link', { name: 'العربية' }).click();
      await expectPreview(await arabicTab, 'ar', {
        ...post.ar,
        banner: 'معاينة — غير منشورة',
        src: media.url,
      });

      // Schedule: a draft with a time in Tripoli time, shown back in the list in Tripoli time.
      const due = nextMinute(45_000);
      const dueInput = tripoliInput(due);
      await expect(page.getByLabel(/^Published/)).not.toBeChecked();
      await page.getByLabel('Publish at (Tripoli time)').fill(dueInput);
      const created = page.waitForResponse(
        (r) => r.url().endsWith('/api/blog/posts') && r.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const saved = await created;
      expect(saved.status()).toBe(201);
      const stored = (await saved.json()) as { id: string; scheduledAt: string; content: { en: string } };
      postId = stored.id;
      expect(stored.scheduledAt).toBe(due.toISOString());
      expect(stored.content.en).toMatch(new RegExp(`<ul>.*${post.en.items[2]}.*</ul>`, 's'));
      const row = page.getByRole('row').filter({ hasText: post.en.title });
      await expect(row).toContainText('Scheduled for');
      await expect(row).toContainText(dueInput.slice(-5));

      // Before its time: not on the blog, nor in the feed.
      await asVisitor(browser, async (visitor) => {
        await visit(visitor, '/blog');
        await expect(visitor.getByText(/Showing \d+ of \d+ articles/)).toBeVisible();
        await expect(visitor.locator('main')).not.toContainText(post.en.title);
      });
      expect(await (await request.get('/feed.xml')).text()).not.toContain(slug);
      expect(Date.now(), 'the blog was read before the post was due').toBeLessThan(due.getTime());

      // While the time comes: a service's feature list, in both languages.
      const serviceTitle = (service as unknown as { title: { en: string } }).title.en;
      const number = service.features.length + 1;
      // The Arabic preview's tab kept Arabic as the panel's language too: back to English, by address.
      await page.goto(`${SITE_CONTENT_ADMIN}?lang=en`);
      await page.getByRole('button', { name: `Edit ${serviceTitle}` }).click();
      await page.getByRole('button', { name: `Add Feature ${number}` }).click();
      await page.getByLabel(`Feature ${number} (English)`).fill(feature.en);
      await page.getByLabel(`Feature ${number} (Arabic)`).fill(feature.ar);
      const patched = page.waitForResponse(
        (r) => r.url().endsWith(`/api/services/${SERVICE_ID}`) && r.request().method() === 'PATCH',
      );
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      expect((await patched).status()).toBe(200);
      await asVisitor(browser, async (visitor) => {
        for (const [lang, path, text] of [
          ['en', '/services', feature.en],
          ['ar', '/ar/services', feature.ar],
        ] as const) {
          await expect(async () => {
            await visit(visitor, path);
            await expectLanguage(visitor, lang);
            await expect(visitor.locator('.service-block__features li', { hasText: text })).toHaveCount(1, {
              timeout: 5_000,
            });
            // The renderer's page cache may answer the page as it was for a few seconds more.
          }).toPass({ timeout: 60_000 });
        }
      });

      // After its time, with nobody acting: the feed, the blog and the Arabic blog.
      await expect
        .poll(async () => (await request.get('/feed.xml')).text(), {
          message: 'the feed lists the post once it is due',
          timeout: due.getTime() - Date.now() + 30_000,
          intervals: [1_000],
        })
        .toContain(`/blog/${slug}`);
      expect(Date.now()).toBeGreaterThanOrEqual(due.getTime());
      await asVisitor(browser, async (visitor) => {
        await visit(visitor, '/blog');
        await expect(visitor.getByText(post.en.title).first()).toBeVisible();
        await visit(visitor, '/ar/blog');
        await expectLanguage(visitor, 'ar');
        await expect(visitor.getByText(post.ar.title).first()).toBeVisible();
      });
    } finally {
      if (postId) await deleteQuietly(request, asAdmin, `/api/blog/posts/${postId}`);
      if (mediaId) await deleteQuietly(request, asAdmin, `/api/media/${mediaId}`);
      await request.patch(`/api/services/${SERVICE_ID}`, { headers: asAdmin, data: service });
    }
  });
});
