/** POST /api/newsletter/subscribe: a sign-up from the footer or the blog. */
import { EMAIL_MAX, type FieldLimits } from './text';

export interface SubscribeRequest {
  email: string;
}

export const SUBSCRIBE_LIMITS = { email: EMAIL_MAX } as const satisfies FieldLimits<SubscribeRequest>;
