import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { EmailField } from '@madar/shared/nest';

export class LoginDto {
  /** The same plain-address rule as every other email field. */
  @EmailField({ example: 'admin@example.com' })
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
