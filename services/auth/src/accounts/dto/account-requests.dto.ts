/** The request bodies and queries of the account routes; shapes and limits from the shared account contract. */
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  ACCOUNT_DEFAULT_SORT,
  ACCOUNT_LIMITS,
  ACCOUNT_SORT_FIELDS,
  type AccountSortField,
  type ChangePasswordRequest,
  type CreateAccountRequest,
  type SetPasswordRequest,
  SET_PASSWORD_LIMITS,
  STAFF_ROLES,
  type StaffRole,
  type UpdateAccountRequest,
} from '@madar/shared';
import { EmailField, listQueryDto, SingleLineTextField } from '@madar/shared/nest';

const ROLE_MESSAGE = `role must be one of: ${STAFF_ROLES.join(', ')}`;

/** A password as typed: not trimmed (spaces may be part of it), bounded so scrypt never works long on it. */
const PasswordField = (description: string) =>
  applyDecorators(
    ApiProperty({ format: 'password', maxLength: ACCOUNT_LIMITS.password, description }),
    IsString(),
    IsNotEmpty(),
    MaxLength(ACCOUNT_LIMITS.password),
  );

export class CreateAccountDto implements CreateAccountRequest {
  @EmailField({ example: 'salma@madar.ly' })
  email!: string;

  @SingleLineTextField({ maxLength: ACCOUNT_LIMITS.name, example: 'Salma Ben Ali' })
  name!: string;

  @ApiProperty({ enum: STAFF_ROLES })
  @IsIn(STAFF_ROLES, { message: ROLE_MESSAGE })
  role!: StaffRole;

  @ApiPropertyOptional({
    format: 'password',
    maxLength: ACCOUNT_LIMITS.password,
    description: 'Left out: the answer carries a one-time set-password link instead',
  })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(ACCOUNT_LIMITS.password)
  password?: string;
}

export class UpdateAccountDto implements UpdateAccountRequest {
  @SingleLineTextField({ maxLength: ACCOUNT_LIMITS.name, optional: true })
  name?: string;

  @ApiPropertyOptional({ enum: STAFF_ROLES, description: 'A new role signs the account out everywhere' })
  @IsOptional()
  @IsIn(STAFF_ROLES, { message: ROLE_MESSAGE })
  role?: StaffRole;

  @ApiPropertyOptional({ description: 'Disabling signs the account out everywhere; it cannot sign in' })
  @IsOptional()
  @IsBoolean()
  disabled?: boolean;
}

export class ChangePasswordDto implements ChangePasswordRequest {
  @PasswordField('The password in use now')
  currentPassword!: string;

  @PasswordField('The new password: at least 12 characters, not a common one, without the email or name')
  newPassword!: string;
}

export class SetPasswordDto implements SetPasswordRequest {
  @ApiProperty({
    description: "The token from the set-password link's #token=",
    maxLength: SET_PASSWORD_LIMITS.token,
  })
  @IsString()
  @IsNotEmpty()
  @MaxLength(SET_PASSWORD_LIMITS.token)
  token!: string;

  @PasswordField('The new password: at least 12 characters, not a common one, without the email or name')
  password!: string;
}

export class StaffQueryDto {
  @ApiPropertyOptional({ enum: STAFF_ROLES, description: 'Only the active accounts with this role' })
  @IsOptional()
  @IsIn(STAFF_ROLES, { message: ROLE_MESSAGE })
  role?: StaffRole;
}

export class ListAccountsQueryDto extends listQueryDto<AccountSortField>({
  sortFields: ACCOUNT_SORT_FIELDS,
  defaultSort: ACCOUNT_DEFAULT_SORT,
}) {}
