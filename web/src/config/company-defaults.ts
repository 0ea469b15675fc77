/**
 * The company's contact details and social profiles: what an operator sets for their own company
 * (see the README, `VITE_COMPANY_JSON`). Translation files keep only the labels around these facts.
 *
 * The defaults are plausible Libyan formats that are clearly fictitious: numbers in the 555 01xx block
 * (the range films and documentation use for made-up numbers), addresses at the reserved `.example`
 * domain, and social handles with a hyphen and ".example", which Facebook, X and Instagram do not allow.
 */
import type { LocalizedText, WhatsAppContact } from '@madar/shared';

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
  /** An http(s) link to the office on a map; unset hides the link. */
  mapUrl?: string;
}

export interface CompanyConfig {
  phone: string;
  email: string;
  /** Where the careers page sends CVs when no job is open. */
  careersEmail: string;
  address: LocalizedText;
  offices: Office[];
  /** Profile URL per network; a network left out is not shown. */
  social: Partial<Record<SocialNetwork, string>>;
  /** The floating click-to-chat button; unset shows none. */
  whatsapp?: WhatsAppContact;
}

export const DEFAULT_COMPANY: CompanyConfig = {
  phone: '+218 21 555 0100',
  email: 'info@madar-tech.example',
  careersEmail: 'careers@madar-tech.example',
  address: { en: 'Omar Al-Mukhtar Street, Tripoli, Libya', ar: 'شارع عمر المختار، طرابلس، ليبيا' },
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
  // has it: an operator's VITE_COMPANY_JSON without "whatsapp" shows no button (parse-company.ts).
  whatsapp: { number: '218215550100' },
};
