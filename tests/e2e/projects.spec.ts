import type { Page } from '@playwright/test';
import { expectLanguage, expectNoSeriousAxeViolations, localized, mainNav, expect, test } from './fixtures';

/** Opens /projects from another page's navigation: inside the app, where the page asks the API itself. */
async function openProjectsInApp(page: Page, lang: 'en' | 'ar') {
  await page.goto(lang === 'ar' ? '/ar/contact' : '/contact');
  await mainNav(page)
    .getByRole('link', { name: lang === 'en' ? 'Projects' : 'مشاريعنا' })
    .click();
  await expect(page).toHaveURL(/\/projects$/);
}

interface ApiProject {
  id: string;
  category: string;
  featured: boolean;
}

const cards = (page: Page) => page.locator('.projects-catalog article[data-project-id]');
const FEATURED_ID = 'benghazi-university-hospital-network';

test.describe('projects list', () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`filters by a category, keeps it across reload and back in ${lang}`, async ({ page, request }) => {
      // The axe scan in this test takes seconds of its own on a loaded machine.
      test.slow();
      const projects = (await (await request.get('/api/projects')).json()) as ApiProject[];
      const security = projects.filter((p) => p.category === 'security-systems').map((p) => p.id);
      expect(security.length).toBeGreaterThan(0);

      await page.goto(`/projects?lang=${lang}`);
      await expectLanguage(page, lang);
      await expect(cards(page)).toHaveCount(projects.length);
      // The full list, before any filter: the page axe checks.
      await expectNoSeriousAxeViolations(page);

      const button = page.getByRole('button', {
        name: lang === 'en' ? 'Security Systems' : 'الأنظمة الأمنية',
      });
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(/category=security-systems/);
      await expect(cards(page)).toHaveCount(security.length);
      const shown = await cards(page).evaluateAll((nodes) =>
        nodes.map((n) => n.getAttribute('data-category')),
      );
      expect(new Set(shown)).toEqual(new Set(['security-systems']));

      await page.reload();
      await expect(cards(page)).toHaveCount(security.length);
      await page.goBack();
      await expect(cards(page)).toHaveCount(projects.length);
    });

    test(`shows the empty state and resets it in ${lang}`, async ({ page, request }) => {
      const projects = (await (await request.get('/api/projects')).json()) as ApiProject[];
      // The seed has a project in every category, so answer this visit with one consulting project only.
      const consulting = projects.filter((p) => p.category === 'consulting');
      await page.route('**/api/projects', (route) => route.fulfill({ json: consulting }));

      // Pages come rendered with their data; a visit inside the app asks the API (answered above).
      await openProjectsInApp(page, lang);
      await page
        .getByRole('group')
        .getByRole('button', { name: lang === 'en' ? 'Networking' : 'الشبكات', exact: true })
        .click();
      await expect(
        page.getByRole('heading', { name: lang === 'en' ? 'No projects found' : 'لا توجد مشاريع' }),
      ).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      await page
        .getByRole('button', { name: lang === 'en' ? 'View All Projects' : 'عرض جميع المشاريع' })
        .click();
      await expect(cards(page)).toHaveCount(consulting.length);
      await expect(page).not.toHaveURL(/category=/);
    });

    test(`shows the error state and retries in ${lang}`, async ({ page }) => {
      let fail = true;
      await page.route('**/api/projects', (route) =>
        fail
          ? route.fulfill({
              status: 500,
              json: {
                statusCode: 500,
                code: 'SERVER.INTERNAL',
                message: 'x',
                error: 'Internal Server Error',
              },
            })
          : route.continue(),
      );
      await openProjectsInApp(page, lang);
      const alert = page.getByRole('alert');
      await expect(alert.getByRole('heading')).toHaveText(
        lang === 'en' ? 'Error Loading Projects' : 'خطأ في تحميل المشاريع',
      );
      fail = false;
      await alert.getByRole('button').click();
      await expect(cards(page).first()).toBeVisible();
    });
  }
});

test.describe('project detail', () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`renders its sections and up to three related projects in ${lang}`, async ({ page, request }) => {
      // The axe scan in this test takes seconds of its own on a loaded machine.
      test.slow();
      const projects = (await (await request.get('/api/projects')).json()) as ApiProject[];
      const current = projects.find((p) => p.id === FEATURED_ID);
      expect(current).toBeDefined();

      await page.goto(`/projects/${FEATURED_ID}?lang=${lang}`);
      await expectLanguage(page, lang);
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${await title.innerText()} \\|`));

      await expect(page.locator('[data-chip]')).toHaveCount(3);
      await expect(page.locator('.project-gallery img')).toHaveCount(2);
      for (const id of ['challenge', 'solution', 'results', 'technologies', 'services', 'similar']) {
        await expect(page.locator(`#project-${id}-title`)).toBeVisible();
      }
      await expect(page.locator('.project-testimonial blockquote')).toBeVisible();
      // Networking projects list extra service chips.
      expect(await page.getByTestId('project-services').locator('li').count()).toBeGreaterThan(1);
      await expect(page.locator('.project-card-box--dark a')).toHaveAttribute(
        'href',
        localized(lang, '/client-brief'),
      );

      const related = page.locator('[data-related="project"] article[data-project-id]');
      await expect(related.first()).toBeVisible();
      const ids = await related.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-project-id')));
      expect(ids.length).toBeLessThanOrEqual(3);
      expect(ids).not.toContain(FEATURED_ID);
      for (const id of ids) expect(projects.find((p) => p.id === id)?.category).toBe(current?.category);
      await expectNoSeriousAxeViolations(page);
    });

    test(`an unknown project shows the error view in ${lang}`, async ({ page }) => {
      await page.goto(`/projects/no-such-project?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lang === 'en' ? 'Error Loading Project' : 'خطأ في تحميل المشروع',
      );
      await expect(page.getByRole('alert')).toHaveText(
        lang === 'en' ? 'Project not found' : 'المشروع غير موجود',
      );
      await expect(
        page.getByRole('button', { name: lang === 'en' ? 'Retry' : 'إعادة المحاولة' }),
      ).toBeVisible();
      await page
        .getByRole('link', { name: lang === 'en' ? 'Back to Projects' : 'العودة إلى المشاريع' })
        .click();
      await expect(page).toHaveURL(/\/projects$/);
    });
  }
});
