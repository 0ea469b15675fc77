/** Response shapes of the newsletter routes, for the OpenAPI document. */
import { ApiProperty } from '@nestjs/swagger';
import type { NewsletterUnsubscribeResult } from '@madar/shared';
import type { NewsletterCount, NewsletterResult } from '../newsletter.service';

export class NewsletterResultDto implements NewsletterResult {
  @ApiProperty({ enum: [true], example: true })
  success!: true;

  @ApiProperty({ enum: [true], example: true })
  subscribed!: true;
}

export class NewsletterCountDto implements NewsletterCount {
  @ApiProperty({ example: 5, description: 'How many addresses confirmed their subscription' })
  total!: number;
}

export class NewsletterUnsubscribeResultDto implements NewsletterUnsubscribeResult {
  @ApiProperty({ enum: [true], example: true })
  success!: true;

  @ApiProperty({ enum: ['unsubscribed'], example: 'unsubscribed' })
  status!: 'unsubscribed';
}
