/** What every signed-in staff member does for themselves: their password and their sessions. */
import { Body, Controller, Delete, Get, Header, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { apiPath, ERROR_CODES, type StaffSession } from '@madar/shared';
import { AppError, ErrorEnvelopeDto, RateLimited } from '@madar/shared/nest';
import { AccountsService } from '../accounts/accounts.service';
import { ChangePasswordDto, SetPasswordDto } from '../accounts/dto/account-requests.dto';
import { StaffSessionDto } from '../accounts/dto/account-responses.dto';
import { sourceOf } from '../audit/auth-audit';
import { CurrentSession, type Session, SessionRequired } from '../auth/session.guard';
import { verifyPassword } from '../password';
import { SessionsService } from './sessions.service';

const wrongPassword = () =>
  new AppError(400, ERROR_CODES.ACCOUNT_WRONG_PASSWORD, 'The current password is not correct');

@ApiTags('accounts')
@Controller(apiPath('auth', 'auth'))
export class ProfileController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
  ) {}

  /** Own password change; the other sessions are signed out, this one stays. */
  @Post('password')
  @HttpCode(204)
  @SessionRequired()
  @RateLimited()
  @ApiNoContentResponse({ description: 'Changed; every other session of the account is signed out' })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description:
      'The new password breaks the policy (VALIDATION.FAILED, a detail per rule) or the current one is wrong (ACCOUNT.WRONG_PASSWORD)',
  })
  async changePassword(
    @CurrentSession() session: Session,
    @Body() body: ChangePasswordDto,
    @Ip() address: string,
  ): Promise<void> {
    const account = await this.accounts.getStored(session.admin.id);
    if (!account?.passwordHash || !(await verifyPassword(body.currentPassword, account.passwordHash))) {
      throw wrongPassword();
    }
    await this.accounts.changePassword(account.id, body.newPassword, sourceOf(session, address));
    await this.sessions.signOutAll(account.id, { keep: session.jti });
  }

  /** The one-time link's use: public (the person has no password yet), throttled per address. */
  @Post('password/set')
  @HttpCode(204)
  @RateLimited()
  @Header('Cache-Control', 'no-store')
  @ApiNoContentResponse({
    description: 'The password is set and the link used up; the person signs in with it',
  })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description:
      'The password breaks the policy (VALIDATION.FAILED) or the link is used or expired (ACCOUNT.LINK_INVALID)',
  })
  setPassword(@Body() body: SetPasswordDto, @Ip() address: string): Promise<void> {
    return this.accounts.setPassword(body.token, body.password, address);
  }

  @Get('sessions')
  @SessionRequired()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    type: [StaffSessionDto],
    description: 'Own live sessions, newest first, this one marked current',
  })
  sessionsOf(@CurrentSession() session: Session): Promise<StaffSession[]> {
    return this.sessions.list(session.admin.id, session.jti);
  }

  @Delete('sessions')
  @HttpCode(204)
  @SessionRequired()
  @ApiNoContentResponse({ description: 'Signed out everywhere, this session included' })
  async signOutEverywhere(@CurrentSession() session: Session, @Ip() address: string): Promise<void> {
    await this.sessions.signOutAll(session.admin.id, { by: sourceOf(session, address) });
    // The request's own token, even if it was issued before sessions were recorded.
    await this.sessions.signOut(session.jti, session.expiresAt);
  }
}
