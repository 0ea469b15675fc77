/** The answers of the account, staff and session routes, described for the OpenAPI document. */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type Account,
  type CreatedAccount,
  STAFF_ROLES,
  type StaffMember,
  type StaffRole,
  type StaffSession,
} from '@madar/shared';
import { pageDto } from '@madar/shared/nest';

export class AccountDto implements Account {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'email', description: 'Lower-cased; unique among accounts' })
  email!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ enum: STAFF_ROLES })
  role!: StaffRole;

  @ApiProperty()
  disabled!: boolean;

  @ApiProperty({ description: 'The owner set the password; the person is asked to choose their own' })
  passwordChangeWanted!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Absent until the first sign-in' })
  lastSignInAt?: string;
}

export class CreatedAccountDto extends AccountDto implements CreatedAccount {
  @ApiPropertyOptional({
    description: 'Without a password in the request: the one-time link to set it (72 h, shown only now)',
  })
  setPasswordUrl?: string;

  @ApiPropertyOptional({ format: 'date-time' })
  setPasswordExpiresAt?: string;
}

export class AccountPageDto extends pageDto(AccountDto, 'AccountPageDto') {}

export class StaffMemberDto implements StaffMember {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ format: 'email' })
  email!: string;

  @ApiProperty({ enum: STAFF_ROLES })
  role!: StaffRole;
}

export class StaffSessionDto implements StaffSession {
  @ApiProperty({ description: "The token's id (jti)" })
  id!: string;

  @ApiProperty({ format: 'date-time' })
  issuedAt!: string;

  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;

  @ApiPropertyOptional()
  userAgent?: string;

  @ApiPropertyOptional({ description: 'The client address the gateway saw' })
  address?: string;

  @ApiPropertyOptional({ description: 'The session of the request itself (own sessions only)' })
  current?: boolean;
}
