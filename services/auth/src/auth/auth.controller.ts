import { Body, Controller, Get, Header, Headers, HttpCode, Ip, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiTooManyRequestsResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { type AccountLoginResult, type AdminUser, apiPath, type LoginAnswer } from '@madar/shared';
import { RateLimited } from '@madar/shared/nest';
import { AuthService } from './auth.service';
import { AdminUserDto, JwksDto, LoginResultDto, RevocationStatusDto } from './dto/auth-responses.dto';
import { LoginDto } from './dto/login.dto';
import { LoginThrottle } from './login-throttle/login-throttle';
import { TwoStepThrottle } from './login-throttle/two-step-throttle';
import { TwoStepChallengeDto, TwoStepLoginDto } from '../two-step/dto/two-step.dto';
import { CurrentSession, type Session, SessionRequired } from './session.guard';
import { TokenService } from './token.service';

@ApiTags('auth')
@ApiExtraModels(LoginResultDto, TwoStepChallengeDto)
@Controller(apiPath('auth', 'auth'))
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottle,
    private readonly twoStepThrottle: TwoStepThrottle,
  ) {}

  @Post('login')
  @HttpCode(200)
  @RateLimited()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description: 'A token, or (the account has two-step on) a challenge for /api/auth/login/two-step',
    schema: {
      oneOf: [{ $ref: getSchemaPath(LoginResultDto) }, { $ref: getSchemaPath(TwoStepChallengeDto) }],
    },
  })
  @ApiBadRequestResponse({ description: 'Missing, malformed or unknown fields (VALIDATION.FAILED)' })
  @ApiUnauthorizedResponse({
    description: 'Invalid email or password, or a disabled account (AUTH.INVALID_CREDENTIALS)',
  })
  login(
    @Body() body: LoginDto,
    @Ip() address: string,
    @Headers('user-agent') userAgent?: string,
  ): Promise<LoginAnswer> {
    return this.throttle.attempt(address, body.email, () =>
      this.auth.login(body, { address, ...(userAgent ? { userAgent } : {}) }),
    );
  }

  /** The second step, throttled under its own keys (per address and per account). */
  @Post('login/two-step')
  @HttpCode(200)
  @RateLimited()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: LoginResultDto })
  @ApiBadRequestResponse({ description: 'Missing, malformed or unknown fields (VALIDATION.FAILED)' })
  @ApiUnauthorizedResponse({
    description:
      'A wrong or used code (TWO_STEP.INVALID_CODE), or an expired or forged challenge (TWO_STEP.CHALLENGE_INVALID)',
  })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong codes: wait (Retry-After) (REQUEST.THROTTLED)' })
  loginTwoStep(
    @Body() body: TwoStepLoginDto,
    @Ip() address: string,
    @Headers('user-agent') userAgent?: string,
  ): Promise<AccountLoginResult> {
    const pending = this.auth.openChallenge(body.challenge);
    return this.twoStepThrottle.attempt(address, pending.accountId, () =>
      this.auth.loginTwoStep(pending, body.code, { address, ...(userAgent ? { userAgent } : {}) }),
    );
  }

  @Get('me')
  @SessionRequired()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: AdminUserDto })
  me(@CurrentSession() session: Session): AdminUser {
    return this.auth.me(session);
  }

  @Post('logout')
  @HttpCode(204)
  @SessionRequired()
  @ApiNoContentResponse({ description: 'The token is refused from now on' })
  logout(@CurrentSession() session: Session, @Ip() address: string): Promise<void> {
    return this.auth.logout(session, address);
  }

  /**
   * Whether a token was signed out: what the other services ask in memory mode (with Redis they read
   * the list themselves). Tells nothing useful to anyone else: a jti is only known to its token's holder.
   */
  @Get('revocations/:jti')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: RevocationStatusDto })
  async revocation(@Param('jti') jti: string): Promise<RevocationStatusDto> {
    return { revoked: await this.auth.isRevoked(jti) };
  }

  @Get('jwks')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOkResponse({ type: JwksDto, description: 'The public keys that verify admin tokens' })
  jwks(): JwksDto {
    return this.tokens.publicKeys();
  }
}
