/** Requests and answers of two-step sign-in, validated and described for the OpenAPI document. */
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayUnique, IsArray, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import {
  STAFF_ROLES,
  type StaffRole,
  TWO_STEP_LIMITS,
  type TwoStepAccounts,
  type TwoStepChallenge,
  type TwoStepConfirmRequest,
  type TwoStepDisableRequest,
  type TwoStepEnrolment,
  type TwoStepLoginRequest,
  type TwoStepPolicy,
  type TwoStepRecoveryCodes,
  type TwoStepStatus,
} from '@madar/shared';

const CODE = {
  description: 'A six-digit code from the authenticator app, or a recovery code (xxxxx-xxxxx)',
  example: '123456',
  maxLength: TWO_STEP_LIMITS.code,
};

export class TwoStepLoginDto implements TwoStepLoginRequest {
  @ApiProperty({ description: "The sign-in's challenge", maxLength: TWO_STEP_LIMITS.challenge })
  @IsString()
  @IsNotEmpty()
  @MaxLength(TWO_STEP_LIMITS.challenge)
  challenge!: string;

  @ApiProperty(CODE)
  @IsString()
  @IsNotEmpty()
  @MaxLength(TWO_STEP_LIMITS.code)
  code!: string;
}

export class TwoStepConfirmDto implements TwoStepConfirmRequest {
  @ApiProperty({ ...CODE, description: 'The six-digit code the app shows now' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(TWO_STEP_LIMITS.code)
  code!: string;
}

export class TwoStepDisableDto implements TwoStepDisableRequest {
  @ApiProperty({ format: 'password', maxLength: TWO_STEP_LIMITS.currentPassword })
  @IsString()
  @IsNotEmpty()
  @MaxLength(TWO_STEP_LIMITS.currentPassword)
  currentPassword!: string;
}

export class TwoStepPolicyDto implements TwoStepPolicy {
  @ApiProperty({ enum: STAFF_ROLES, isArray: true, description: 'The roles that must use two-step' })
  @IsArray()
  @ArrayMaxSize(STAFF_ROLES.length)
  @ArrayUnique()
  @IsIn(STAFF_ROLES, { each: true })
  requiredRoles!: StaffRole[];
}

export class TwoStepChallengeDto implements TwoStepChallenge {
  @ApiProperty({ enum: [true] })
  twoStep!: true;

  @ApiProperty({ description: 'Opaque; send it back to /api/auth/login/two-step with the code' })
  challenge!: string;

  @ApiProperty({ format: 'date-time' })
  challengeExpiresAt!: string;
}

export class TwoStepEnrolmentDto implements TwoStepEnrolment {
  @ApiProperty({ description: 'Base32, to type into the app by hand' })
  secret!: string;

  @ApiProperty({ example: 'otpauth://totp/Madar:admin%40example.com?secret=…&issuer=Madar' })
  otpauthUrl!: string;

  @ApiProperty({ description: 'The QR code of otpauthUrl, an SVG document' })
  qrSvg!: string;
}

export class TwoStepRecoveryCodesDto implements TwoStepRecoveryCodes {
  @ApiProperty({ type: [String], description: 'Ten single-use codes, shown this once' })
  recoveryCodes!: string[];
}

export class TwoStepStatusDto implements TwoStepStatus {
  @ApiProperty()
  enabled!: boolean;

  @ApiProperty({ minimum: 0 })
  recoveryCodesLeft!: number;

  @ApiProperty({ description: "The person's role must use two-step" })
  required!: boolean;
}

export class TwoStepAccountsDto implements TwoStepAccounts {
  @ApiProperty({ type: [String], format: 'uuid' })
  accountIds!: string[];
}
