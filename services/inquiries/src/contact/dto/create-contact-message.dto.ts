/**
 * A message from the contact page (spec §5): name, email, subject and message required, phone
 * optional. Texts are trimmed; an empty optional text counts as not given.
 */
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import {
  EMAIL_MAX,
  EMAIL_MESSAGE,
  LONG_TEXT_MAX,
  OptionalPhoneField,
  SHORT_TEXT_MAX,
  trimmed,
} from '@madar/shared/nest';

export class CreateContactMessageDto {
  @ApiProperty({ maxLength: SHORT_TEXT_MAX, example: 'Nadia Elmagrahi' })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty()
  @MaxLength(SHORT_TEXT_MAX)
  name!: string;

  @ApiProperty({ format: 'email', maxLength: EMAIL_MAX, example: 'nadia@example.ly' })
  @Transform(trimmed)
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @MaxLength(EMAIL_MAX)
  email!: string;

  @OptionalPhoneField()
  phone?: string;

  @ApiProperty({ maxLength: SHORT_TEXT_MAX, example: 'Fibre link between two offices' })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty()
  @MaxLength(SHORT_TEXT_MAX)
  subject!: string;

  @ApiProperty({ maxLength: LONG_TEXT_MAX })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty()
  @MaxLength(LONG_TEXT_MAX)
  message!: string;
}
