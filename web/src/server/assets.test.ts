import { assetLinks, pageAssets, type Manifest } from './assets';

// The shape of Vite's manifest: the site chunk lazily imports every route; the careers route imports
// the job chunk and lazily its application form, whose stylesheet is the form's.
const manifest: Manifest = {
  'src/main.tsx': { file: 'assets/index-1.js', imports: ['_site.js'] },
  '_site.js': {
    file: 'assets/site-1.js',
    css: ['assets/site-1.css'],
    dynamicImports: ['src/app/routes/careers.tsx', 'src/app/routes/contact.tsx'],
  },
  '_job.js': { file: 'assets/job-1.js', css: ['assets/job-1.css'], imports: ['_site.js'] },
  'src/app/routes/careers.tsx': {
    file: 'assets/careers-1.js',
    css: ['assets/careers-1.css'],
    imports: ['_site.js', '_job.js'],
    dynamicImports: ['_application-form.js'],
  },
  '_application-form.js': {
    file: 'assets/application-form-1.js',
    css: ['assets/form-1.css'],
    imports: ['_site.js', '_form-field.js'],
  },
  '_form-field.js': { file: 'assets/form-field-1.js', css: ['assets/form-field-1.css'] },
  'src/app/routes/contact.tsx': { file: 'assets/contact-1.js', css: ['assets/contact-1.css'] },
};
const template =
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/site-1.css">';

describe('pageAssets', () => {
  it("sends a route's scripts and stylesheets, and its lazy parts' stylesheets but not their scripts", () => {
    const assets = pageAssets(manifest, ['careers'], template);
    expect(assets.modules.sort()).toEqual(['/assets/careers-1.js', '/assets/job-1.js', '/assets/site-1.js']);
    // The form's stylesheets are in the page, so loading the form later adds none mid-page.
    expect(assets.stylesheets.sort()).toEqual([
      '/assets/careers-1.css',
      '/assets/form-1.css',
      '/assets/form-field-1.css',
      '/assets/job-1.css',
    ]);
  });

  it('leaves out the other routes, which the shared chunk loads lazily, and what index.html has', () => {
    const assets = pageAssets(manifest, ['careers'], template);
    const all = [...assets.modules, ...assets.stylesheets];
    expect(all.filter((href) => href.includes('contact'))).toEqual([]);
    expect(all).not.toContain('/assets/site-1.css');
    expect(assetLinks(pageAssets(manifest, ['contact'], template))).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/contact-1.css">',
      '<link rel="modulepreload" crossorigin href="/assets/contact-1.js">',
    ]);
  });
});
