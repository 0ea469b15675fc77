/** Response shapes of auth, described for the OpenAPI document. */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { TOKEN_ALGORITHM } from '@madar/shared/nest';
import { type AccountLoginResult, type AdminUser, STAFF_ROLES, type StaffRole } from '@madar/shared';
import type { PublicJwk } from '../../signing-key';

export class AdminUserDto implements AdminUser {
  @ApiProperty({ format: 'uuid', description: "The account's id (the token's `sub`)" })
  id!: string;

  @ApiProperty({ format: 'email' })
  email!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ enum: STAFF_ROLES })
  role!: StaffRole;
}

export class LoginResultDto implements AccountLoginResult {
  @ApiProperty({ description: 'Bearer token (JWT, EdDSA)' })
  token!: string;

  @ApiProperty({ type: AdminUserDto })
  user!: AdminUserDto;

  @ApiPropertyOptional({
    enum: [true],
    description: 'Present when the password was set by an owner: the person is asked to choose their own',
  })
  passwordChangeWanted?: true;
}

export class JwkDto implements PublicJwk {
  @ApiProperty({ example: 'OKP' })
  kty!: string;

  @ApiProperty({ example: 'Ed25519' })
  crv!: string;

  @ApiProperty({ description: 'The public key, base64url' })
  x!: string;

  @ApiProperty()
  kid!: string;

  @ApiProperty({ enum: [TOKEN_ALGORITHM] })
  alg!: typeof TOKEN_ALGORITHM;

  @ApiProperty({ enum: ['sig'] })
  use!: 'sig';
}

export class JwksDto {
  @ApiProperty({ type: [JwkDto] })
  keys!: JwkDto[];
}

export class RevocationStatusDto {
  @ApiProperty({ description: 'Whether the token with this jti was signed out (and has not expired yet)' })
  revoked!: boolean;
}
