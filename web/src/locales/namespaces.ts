/**
 * Every public translation file, imported statically: for the server renderer (i18n-server.ts) and tests.
 * Browser code must not import this module (`import type` only): the browser loads each file lazily
 * (public-namespaces.ts). `translation` holds the site chrome (header, footer, common words, errors);
 * each feature area has its own file. English is the source of keys; a test keeps Arabic in step. The
 * admin's namespaces are registered by the admin routes themselves (admin-namespaces.ts).
 */
import type { PublicNamespace } from './public-namespaces';
import arBlog from './ar/blog.json';
import arBrief from './ar/brief.json';
import arCareers from './ar/careers.json';
import arCatalog from './ar/catalog.json';
import arCompany from './ar/company.json';
import arContact from './ar/contact.json';
import arLegal from './ar/legal.json';
import arNewsletter from './ar/newsletter.json';
import arMeta from './ar/meta.json';
import arValidation from './ar/validation.json';
import ar from './ar/translation.json';
import enBlog from './en/blog.json';
import enBrief from './en/brief.json';
import enCareers from './en/careers.json';
import enCatalog from './en/catalog.json';
import enCompany from './en/company.json';
import enContact from './en/contact.json';
import enLegal from './en/legal.json';
import enNewsletter from './en/newsletter.json';
import enMeta from './en/meta.json';
import enValidation from './en/validation.json';
import en from './en/translation.json';

export const enResources = {
  translation: en,
  company: enCompany,
  catalog: enCatalog,
  careers: enCareers,
  brief: enBrief,
  contact: enContact,
  blog: enBlog,
  legal: enLegal,
  newsletter: enNewsletter,
  validation: enValidation,
  meta: enMeta,
} satisfies Record<PublicNamespace, unknown>;

/** Arabic, with the same namespaces as English (the key parity itself is checked by a test). */
export const arResources: { [K in keyof typeof enResources]: Record<string, unknown> } = {
  translation: ar,
  company: arCompany,
  catalog: arCatalog,
  careers: arCareers,
  brief: arBrief,
  contact: arContact,
  blog: arBlog,
  legal: arLegal,
  newsletter: arNewsletter,
  validation: arValidation,
  meta: arMeta,
};
