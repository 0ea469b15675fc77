/** A newsletter sign-up from the footer or the blog: one plain email address. */
import type { SubscribeRequest } from '@madar/shared';
import { EmailField } from '@madar/shared/nest';

export class SubscribeDto implements SubscribeRequest {
  @EmailField({ example: 'reader@example.ly' })
  email!: string;
}
