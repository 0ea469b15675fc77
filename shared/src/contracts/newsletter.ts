/** A newsletter subscriber: POST /api/newsletter/subscribe (a sign-up from the footer or the blog) and the record. */
export interface SubscribeRequest {
  /** A plain address of at most EMAIL_MAX characters, as every email field. */
  email: string;
}

export interface NewsletterSubscription extends SubscribeRequest {
  subscribedAt: string;
}
