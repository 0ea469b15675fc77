/** A newsletter sign-up from the footer or the blog: one plain email address. */
import { EmailField } from '@madar/shared/nest';

export class SubscribeDto {
  @EmailField({ example: 'reader@example.ly' })
  email!: string;
}
