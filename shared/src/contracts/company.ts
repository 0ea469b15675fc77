/**
 * What the about page and the home page tell about the company: testimonials, statistics, the team, the
 * history timeline and the company's values.
 */
import type { LocalizedText } from '../localized-text';

export interface Testimonial {
  id: string;
  name: string;
  position: LocalizedText;
  company: LocalizedText;
  content: LocalizedText;
  rating: number;
  image: string;
  featured: boolean;
}

export interface Statistic {
  id: string;
  value: number;
  label: LocalizedText;
  icon: string;
}

export interface TeamMember {
  id: string;
  name: string;
  position: LocalizedText;
  image: string;
  bio: LocalizedText;
}

export interface TimelineEntry {
  year: number;
  title: LocalizedText;
  description: LocalizedText;
}

export interface CompanyValue {
  title: LocalizedText;
  content: LocalizedText;
  icon: string;
}
