import i18next from 'i18next';
import i18n, { currentLanguage, detectorOptions, initI18n } from './i18n';

describe('language detector options', () => {
  it('detect from the query string, cookie, localStorage, browser and <html lang>, in that order', () => {
    expect(detectorOptions.order).toEqual(['querystring', 'cookie', 'localStorage', 'navigator', 'htmlTag']);
    expect(detectorOptions.lookupQuerystring).toBe('lang');
  });

  it('cache the choice in localStorage and a cookie', () => {
    expect(detectorOptions.caches).toEqual(['localStorage', 'cookie']);
  });

  it('reduce regional codes to the bare language', () => {
    expect(detectorOptions.convertDetectedLanguage('ar-LY')).toBe('ar');
    expect(detectorOptions.convertDetectedLanguage('en')).toBe('en');
  });
});

describe('i18n setup', () => {
  it('falls back to English, except Arabic (whose keys match English), and supports only en and ar', () => {
    const { languageUtils } = i18n.services as {
      languageUtils: { toResolveHierarchy(lng: string): string[] };
    };
    expect(languageUtils.toResolveHierarchy('fr')).toEqual(['en']);
    expect(languageUtils.toResolveHierarchy('ar')).toEqual(['ar']);
    expect(i18n.options.supportedLngs).toEqual(expect.arrayContaining(['en', 'ar']));
  });

  it('sets <html lang> and <html dir> when the language changes', async () => {
    await i18n.changeLanguage('ar');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');

    await i18n.changeLanguage('en');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('stores the chosen language in localStorage and a cookie', async () => {
    await i18n.changeLanguage('ar');
    expect(window.localStorage.getItem('i18nextLng')).toBe('ar');
    expect(document.cookie).toContain('i18next=ar');
  });

  it('prefers ?lang= over a stored choice, and maps a regional code like ar-LY to ar', () => {
    window.localStorage.setItem('i18nextLng', 'en');
    window.history.replaceState(null, '', '/?lang=ar-LY');
    const instance = initI18n(i18next.createInstance());
    expect(instance.language).toBe('ar');
    expect(currentLanguage(instance)).toBe('ar');
    window.history.replaceState(null, '', '/');
  });

  it('ignores an unsupported language and falls back to English', () => {
    window.history.replaceState(null, '', '/?lang=fr');
    const instance = initI18n(i18next.createInstance());
    expect(currentLanguage(instance)).toBe('en');
    window.history.replaceState(null, '', '/');
  });
});
