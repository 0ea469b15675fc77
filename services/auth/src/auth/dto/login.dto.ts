import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

export class LoginDto {
  @ApiProperty({ format: 'email', maxLength: 254, example: 'admin@example.com' })
  @Transform(trim)
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(254)
  email!: string;

  // Not trimmed: spaces may be part of a password. Bounded so a huge body cannot make scrypt work long.
  @ApiProperty({ format: 'password', minLength: 1, maxLength: 1024 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(1024)
  password!: string;

  @ApiPropertyOptional({ default: false, description: 'A longer-lived token (TOKEN_TTL_REMEMBER)' })
  @IsOptional()
  @IsBoolean()
  rememberMe?: boolean;
}
