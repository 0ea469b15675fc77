import i18next from 'i18next';
import arLegal from '@/locales/ar/legal.json';
import arTranslation from '@/locales/ar/translation.json';
import enCatalog from '@/locales/en/catalog.json';
import { NAMESPACES } from '@/locales/public-namespaces';
import { initI18n, preloadTranslations } from './i18n';
import { createServerI18n } from './i18n-server';

describe('preloadTranslations', () => {
  it('loads the chrome and the asked namespaces of one language only', async () => {
    const instance = initI18n(i18next.createInstance());
    await preloadTranslations('en', ['catalog'], instance);
    expect(instance.hasResourceBundle('en', 'translation')).toBe(true);
    expect(instance.getResourceBundle('en', 'catalog')).toEqual(enCatalog);
    expect(instance.hasResourceBundle('en', 'legal')).toBe(false);
    expect(instance.hasResourceBundle('ar', 'translation')).toBe(false);
    expect(instance.isInitialized).toBe(true);
  });

  it('rejects a namespace the public site does not have', async () => {
    const instance = initI18n(i18next.createInstance());
    await expect(preloadTranslations('en', ['nope'], instance)).rejects.toThrow('nope');
  });
});

describe('createServerI18n', () => {
  it('has every public namespace of its language at once, in that language, without a detector', () => {
    const instance = createServerI18n('ar');
    expect(instance.isInitialized).toBe(true);
    expect(instance.language).toBe('ar');
    for (const ns of NAMESPACES) expect(instance.hasResourceBundle('ar', ns)).toBe(true);
    expect(instance.t('notFound.title')).toBe(arTranslation.notFound.title);
    expect(instance.t('legal:tocLabel')).toBe(arLegal.tocLabel);
    expect(instance.services.languageDetector).toBeUndefined();
  });

  it('keeps one instance per language, each fixed to its own', () => {
    expect(createServerI18n('en')).toBe(createServerI18n('en'));
    expect(createServerI18n('en')).not.toBe(createServerI18n('ar'));
    expect(createServerI18n('en').language).toBe('en');
    expect(createServerI18n('en').t('notFound.title')).not.toBe(arTranslation.notFound.title);
  });
});
