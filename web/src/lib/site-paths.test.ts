import {
  isAdminPath,
  languagePrefix,
  localizedPath,
  PREFIXED_LANGUAGES,
  splitLanguage,
  switchLanguagePath,
} from './site-paths';

describe('site paths per language', () => {
  it('prefixes every language but the default one', () => {
    expect(PREFIXED_LANGUAGES).toEqual(['ar']);
    expect(languagePrefix('en')).toBe('');
    expect(languagePrefix('ar')).toBe('/ar');
  });

  it('splits the language from a path', () => {
    expect(splitLanguage('/ar/blog/x')).toEqual({ lang: 'ar', path: '/blog/x', prefixed: true });
    expect(splitLanguage('/ar')).toEqual({ lang: 'ar', path: '/', prefixed: true });
    expect(splitLanguage('/ar/')).toEqual({ lang: 'ar', path: '/', prefixed: true });
    expect(splitLanguage('/services')).toEqual({ lang: 'en', path: '/services', prefixed: false });
    expect(splitLanguage('/')).toEqual({ lang: 'en', path: '/', prefixed: false });
    // Not a language segment: an English path (the default language has no prefix).
    expect(splitLanguage('/en/services')).toEqual({ lang: 'en', path: '/en/services', prefixed: false });
    expect(splitLanguage('/arabic')).toEqual({ lang: 'en', path: '/arabic', prefixed: false });
  });

  it('builds the address of a page in a language', () => {
    expect(localizedPath('/', 'ar')).toBe('/ar');
    expect(localizedPath('/services/networking', 'ar')).toBe('/ar/services/networking');
    expect(localizedPath('/services', 'en')).toBe('/services');
  });

  it('moves between the two URLs of the same page, never prefixing the admin', () => {
    expect(switchLanguagePath('/ar/careers', 'en')).toBe('/careers');
    expect(switchLanguagePath('/careers', 'ar')).toBe('/ar/careers');
    expect(switchLanguagePath('/ar', 'en')).toBe('/');
    expect(switchLanguagePath('/admin/dashboard', 'ar')).toBe('/admin/dashboard');
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/administrator')).toBe(false);
  });
});
