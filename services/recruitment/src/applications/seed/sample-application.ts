import type { ApplicationStatus } from '@madar/shared';

/**
 * A seeded application as written by hand: its date is an age ("submitted so many days before the
 * service started") so the dashboard always shows recent movement, and its resume a few lines of text
 * turned into a small PDF at boot.
 */
export interface SampleApplication {
  id: string;
  jobId: string | null;
  name: string;
  email: string;
  phone?: string;
  position: string;
  experience: string;
  education: string;
  coverLetter?: string;
  status: ApplicationStatus;
  daysAgo: number;
  /** The file name the applicant uploaded. */
  resumeName: string;
  /** What the PDF says: the name as written in the CV, then its lines. */
  cv: readonly string[];
}
