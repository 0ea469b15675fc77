import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { LOGIN_LIMITS, type LoginRequest } from '@madar/shared';
import { EmailField } from '@madar/shared/nest';

export class LoginDto implements LoginRequest {
  /** The same plain-address rule as every other email field. */
  @EmailField({ example: 'admin@example.com' })
  email!: string;

  // Not trimmed: spaces may be part of a password. Bounded so a huge body cannot make scrypt work long.
  @ApiProperty({ format: 'password', minLength: 1, maxLength: LOGIN_LIMITS.password })
  @IsString()
  @IsNotEmpty()
  @MaxLength(LOGIN_LIMITS.password)
  password!: string;

  @ApiPropertyOptional({ default: false, description: 'A longer-lived token (TOKEN_TTL_REMEMBER)' })
  @IsOptional()
  @IsBoolean()
  rememberMe?: boolean;
}
