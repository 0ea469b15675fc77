import type { Testimonial } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/** GET /api/testimonials: client quotes with a featured flag. */
export const testimonialsKey = '/testimonials';

export function getTestimonials(): Promise<Testimonial[]> {
  return api.get<Testimonial[]>(testimonialsKey);
}

export function useTestimonials() {
  return useSWR<Testimonial[], ApiError>(testimonialsKey, getTestimonials);
}
