/** A newsletter sign-up from the footer or the blog: one email address. */
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, MaxLength } from 'class-validator';
import { EMAIL_MAX, EMAIL_MESSAGE, trimmed } from '@madar/shared/nest';

export class SubscribeDto {
  @ApiProperty({ format: 'email', maxLength: EMAIL_MAX, example: 'reader@example.ly' })
  @Transform(trimmed)
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @MaxLength(EMAIL_MAX)
  email!: string;
}
