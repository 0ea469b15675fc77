/** A stored contact message as the admin reads it, for the OpenAPI document. */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ContactMessage } from '@madar/shared';

export class ContactMessageDto implements ContactMessage {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ format: 'email' }) email!: string;
  @ApiPropertyOptional() phone?: string;
  @ApiProperty() subject!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ format: 'date-time' }) receivedAt!: string;
}
