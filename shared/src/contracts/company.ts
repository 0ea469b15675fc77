/**
 * What the about page and the home page tell about the company: testimonials, statistics, the team, the
 * history timeline and the company's values, with the admin's edits of them and their limits; and how
 * visitors reach it on WhatsApp.
 */
import type { LocalizedText } from '../localized-text';
import { CATALOGUE_IMAGE_MAX } from './service';
import { SHORT_TEXT_MAX, type FieldLimits } from './text';

export interface Testimonial {
  id: string;
  /** In each language's own script: Arabic pages show the Arabic spelling and its initials. */
  name: LocalizedText;
  position: LocalizedText;
  company: LocalizedText;
  content: LocalizedText;
  rating: number;
  image: string;
  featured: boolean;
}

/**
 * The image of a person who has no photo (a team member, a testimonial's client, a post's author): pages
 * draw the initials of the name in the page's language instead, so an Arabic page shows Arabic initials.
 */
export const AVATAR_PLACEHOLDER = '/images/placeholders/avatar.svg';

export interface Statistic {
  id: string;
  value: number;
  label: LocalizedText;
  icon: string;
}

export interface TeamMember {
  id: string;
  /** In each language's own script, as the testimonial's. */
  name: LocalizedText;
  position: LocalizedText;
  image: string;
  bio: LocalizedText;
}

export interface TimelineEntry {
  year: number;
  title: LocalizedText;
  description: LocalizedText;
}

/**
 * The admin's edits of the about page's lists (PATCH /api/testimonials/{id}, /api/statistics/{id},
 * /api/team/{id}, /api/timeline/{year}): the whole item but its key, replacing the stored one.
 */
export type TestimonialRequest = Omit<Testimonial, 'id'>;
export type StatisticRequest = Omit<Statistic, 'id'>;
export type TeamMemberRequest = Omit<TeamMember, 'id'>;
export type TimelineEntryRequest = Omit<TimelineEntry, 'year'>;

/** Lengths; a bilingual field's limit holds for each language. */
export const TESTIMONIAL_LIMITS = {
  name: 100,
  position: SHORT_TEXT_MAX,
  company: SHORT_TEXT_MAX,
  content: 1_000,
  image: CATALOGUE_IMAGE_MAX,
} as const satisfies FieldLimits<TestimonialRequest>;

/** A testimonial's stars: a whole number from 1 to 5. */
export const TESTIMONIAL_RATING_MIN = 1;
export const TESTIMONIAL_RATING_MAX = 5;

/** The icon is a Font Awesome name: lowercase words joined by hyphens (`project-diagram`). */
export const STATISTIC_LIMITS = {
  label: 100,
  icon: 50,
} as const satisfies FieldLimits<StatisticRequest>;

/** A headline figure: a whole number, shown with a trailing plus sign. */
export const STATISTIC_VALUE_MAX = 1_000_000;

export const TEAM_MEMBER_LIMITS = {
  name: 100,
  position: SHORT_TEXT_MAX,
  image: CATALOGUE_IMAGE_MAX,
  bio: 1_000,
} as const satisfies FieldLimits<TeamMemberRequest>;

export const TIMELINE_ENTRY_LIMITS = {
  title: SHORT_TEXT_MAX,
  description: 1_000,
} as const satisfies FieldLimits<TimelineEntryRequest>;

export interface CompanyValue {
  title: LocalizedText;
  content: LocalizedText;
  icon: string;
}

/**
 * WhatsApp click-to-chat, how most people in Libya reach a business: the company's number and, if it
 * wants its own, the message the chat opens with in each language. wa.me takes the number in
 * international form as digits only (country code first, no "+", "00" or trunk "0"); an operator may
 * write it with a "+", spaces or hyphens, which are dropped.
 */
export interface WhatsAppContact {
  /** Digits only, international form: 218912345678. */
  number: string;
  /** The chat's first message per language; unset uses the site's own greeting. */
  greeting?: LocalizedText;
}

/** A country code (never 0) and the subscriber number: 8 to 15 digits in all (E.164's longest). */
const WHATSAPP_DIGITS = /^[1-9][0-9]{7,14}$/;

/**
 * The number as wa.me wants it ("+218 91-234 5678" → "218912345678"), or undefined when it is not in
 * international form (a local "091…", a "00218…", letters, too short or too long).
 */
export function whatsAppNumber(input: string): string | undefined {
  const digits = input.trim().replace(/^\+/, '').replace(/[\s-]/g, '');
  return WHATSAPP_DIGITS.test(digits) ? digits : undefined;
}

/** The click-to-chat address: opens a chat with `number`, `greeting` typed in and ready to send. */
export function whatsAppChatUrl(number: string, greeting: string): string {
  const text = greeting.trim();
  return `https://wa.me/${number}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}
