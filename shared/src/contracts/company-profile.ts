/**
 * The company profile: its name, contacts, offices, opening hours and social profiles, as the site's
 * header, footer, contact page and structured data show them and the mails sign with them. One stored
 * item (GET /api/company), replaced whole by staff (PATCH /api/company); before any edit it is what the
 * operator configured (`COMPANY_JSON`, read by company-json.ts) over the defaults below.
 *
 * The defaults are plausible Libyan formats that are clearly fictitious: numbers in the 555 01xx block
 * (the range films and documentation use for made-up numbers), addresses at the reserved `.example`
 * domain, and social handles with a hyphen and ".example", which Facebook, X and Instagram do not allow.
 */
import type { LocalizedText } from '../localized-text';
import type { WhatsAppContact } from './company';
import { SHORT_TEXT_MAX, type FieldLimits } from './text';

export const SOCIAL_NETWORKS = ['facebook', 'x', 'linkedin', 'instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface Office {
  /** Stable key for React and element ids (letters, digits, hyphens). */
  id: string;
  city: LocalizedText;
  name: LocalizedText;
  role: LocalizedText;
  address: LocalizedText;
  phone: string;
  email: string;
  /** A link to the office on a map; unset hides the link. */
  mapUrl?: string;
}

export interface CompanyProfile {
  /** The company's name as pages write it; unset uses the site's own brand name. */
  name?: LocalizedText;
  phone: string;
  email: string;
  /** Where the careers page sends CVs when no job is open. */
  careersEmail: string;
  address: LocalizedText;
  /** Opening hours, one line each ("Sunday - Thursday: 8:00 AM - 5:00 PM"), in display order. */
  hours: LocalizedText[];
  offices: Office[];
  /** Profile URL per network; a network left out is not shown. */
  social: Partial<Record<SocialNetwork, string>>;
  /** The floating click-to-chat button; unset shows none. */
  whatsapp?: WhatsAppContact;
}

/** PATCH /api/company: the whole profile, replacing the stored one. */
export type CompanyProfileRequest = CompanyProfile;

/** An office's key: what element ids and React keys are made of. */
export const OFFICE_ID_PATTERN = /^[a-z0-9-]{1,40}$/;

/** Lengths of the profile's texts; a bilingual text's limit holds for each language. */
export const COMPANY_PROFILE_LIMITS = {
  name: 100,
  address: 300,
  /** One opening-hours line. */
  hours: 100,
} as const satisfies FieldLimits<CompanyProfileRequest>;

export const OFFICE_LIMITS = {
  city: 100,
  name: SHORT_TEXT_MAX,
  role: SHORT_TEXT_MAX,
  address: 300,
} as const satisfies FieldLimits<Office>;

/** The WhatsApp chat's first message, per language. */
export const WHATSAPP_GREETING_MAX = SHORT_TEXT_MAX;

/** A social profile's or a map's link: https only, as long as a browser's address bar takes happily. */
export const COMPANY_LINK_MAX = 500;
/** Offices and opening-hours lines the profile holds at most: the contact page shows them all. */
export const COMPANY_OFFICES_MAX = 10;
export const COMPANY_HOURS_MAX = 7;

export const DEFAULT_COMPANY_PROFILE: CompanyProfile = {
  phone: '+218 21 555 0100',
  email: 'info@madar-tech.example',
  careersEmail: 'careers@madar-tech.example',
  address: { en: 'Omar Al-Mukhtar Street, Tripoli, Libya', ar: 'شارع عمر المختار، طرابلس، ليبيا' },
  hours: [
    { en: 'Sunday - Thursday: 8:00 AM - 5:00 PM', ar: 'الأحد - الخميس: 8:00 صباحًا - 5:00 مساءً' },
    { en: 'Friday - Saturday: Closed', ar: 'الجمعة - السبت: مغلق' },
  ],
  offices: [
    {
      id: 'tripoli',
      city: { en: 'Tripoli', ar: 'طرابلس' },
      name: { en: 'Tripoli Office', ar: 'مكتب طرابلس' },
      role: { en: 'Headquarters', ar: 'المقر الرئيسي' },
      address: { en: 'Omar Al-Mukhtar Street, Tripoli, Libya', ar: 'شارع عمر المختار، طرابلس، ليبيا' },
      phone: '+218 21 555 0101',
      email: 'tripoli@madar-tech.example',
      mapUrl: 'https://www.openstreetmap.org/?mlat=32.8925&mlon=13.1802#map=16/32.8925/13.1802',
    },
    {
      id: 'benghazi',
      city: { en: 'Benghazi', ar: 'بنغازي' },
      name: { en: 'Benghazi Office', ar: 'مكتب بنغازي' },
      role: { en: 'Eastern region', ar: 'المنطقة الشرقية' },
      address: {
        en: 'Gamal Abdel Nasser Street, Benghazi, Libya',
        ar: 'شارع جمال عبد الناصر، بنغازي، ليبيا',
      },
      phone: '+218 61 555 0102',
      email: 'benghazi@madar-tech.example',
      mapUrl: 'https://www.openstreetmap.org/?mlat=32.1167&mlon=20.0667#map=15/32.1167/20.0667',
    },
  ],
  social: {
    facebook: 'https://www.facebook.com/madar-tech.example',
    x: 'https://x.com/madar-tech.example',
    linkedin: 'https://www.linkedin.com/company/madar-tech.example',
    instagram: 'https://www.instagram.com/madar-tech.example',
  },
  // The demo's own fictitious landline (a 555 01xx number), so the demo shows the button; only the demo
  // has it: an operator's COMPANY_JSON without "whatsapp" shows no button (company-json.ts).
  whatsapp: { number: '218215550100' },
};

/** The networks with a profile URL, in the site's fixed order; a network without one is not shown. */
export function socialLinks(profile: CompanyProfile): { network: SocialNetwork; href: string }[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const href = profile.social[network];
    return href ? [{ network, href }] : [];
  });
}
