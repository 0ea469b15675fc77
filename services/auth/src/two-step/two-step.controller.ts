/** Two-step for oneself (status, enrol, confirm, turn off) and an owner's side (reset, policy). */
import { Body, Controller, Delete, Get, Header, HttpCode, Ip, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  apiPath,
  ERROR_CODES,
  type TwoStepAccounts,
  type TwoStepEnrolment,
  type TwoStepPolicy,
  type TwoStepRecoveryCodes,
  type TwoStepStatus,
} from '@madar/shared';
import { AppError, ErrorEnvelopeDto, RateLimited } from '@madar/shared/nest';
import { AccountsService } from '../accounts/accounts.service';
import { sourceOf } from '../audit/auth-audit';
import { CurrentSession, OwnerOnly, type Session, SessionRequired } from '../auth/session.guard';
import { verifyPassword } from '../password';
import {
  TwoStepAccountsDto,
  TwoStepConfirmDto,
  TwoStepDisableDto,
  TwoStepEnrolmentDto,
  TwoStepPolicyDto,
  TwoStepRecoveryCodesDto,
  TwoStepStatusDto,
} from './dto/two-step.dto';
import { TwoStepService } from './two-step.service';

const ALREADY_ON = { type: ErrorEnvelopeDto, description: 'Two-step is on already (TWO_STEP.ALREADY_ON)' };

@ApiTags('two-step')
@Controller(apiPath('auth', 'auth'))
export class TwoStepController {
  constructor(
    private readonly twoStep: TwoStepService,
    private readonly accounts: AccountsService,
  ) {}

  @Get('two-step')
  @SessionRequired()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: TwoStepStatusDto, description: "The signed-in person's own two-step" })
  status(@CurrentSession() session: Session): Promise<TwoStepStatus> {
    return this.twoStep.status(session.admin);
  }

  @Post('two-step/enrol')
  @HttpCode(200)
  @SessionRequired()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: TwoStepEnrolmentDto, description: 'A new secret; not on until confirmed' })
  @ApiConflictResponse(ALREADY_ON)
  enrol(@CurrentSession() session: Session): Promise<TwoStepEnrolment> {
    return this.twoStep.enrol(session.admin);
  }

  @Post('two-step/confirm')
  @HttpCode(200)
  @SessionRequired()
  @RateLimited()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: TwoStepRecoveryCodesDto, description: 'On; the recovery codes, shown this once' })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'The code is wrong (TWO_STEP.INVALID_CODE)' })
  @ApiConflictResponse({
    type: ErrorEnvelopeDto,
    description: 'No enrolment started (TWO_STEP.NOT_STARTED) or on already (TWO_STEP.ALREADY_ON)',
  })
  async confirm(
    @CurrentSession() session: Session,
    @Body() body: TwoStepConfirmDto,
    @Ip() address: string,
  ): Promise<TwoStepRecoveryCodes> {
    const by = sourceOf(session, address);
    return { recoveryCodes: await this.twoStep.confirm(session.admin.id, body.code, by) };
  }

  @Delete('two-step')
  @HttpCode(204)
  @SessionRequired()
  @RateLimited()
  @ApiNoContentResponse({ description: 'Off: the secret and the recovery codes are deleted' })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: 'The current password is wrong (ACCOUNT.WRONG_PASSWORD)',
  })
  async disable(
    @CurrentSession() session: Session,
    @Body() body: TwoStepDisableDto,
    @Ip() address: string,
  ): Promise<void> {
    const account = await this.accounts.getStored(session.admin.id);
    if (!account?.passwordHash || !(await verifyPassword(body.currentPassword, account.passwordHash))) {
      throw new AppError(400, ERROR_CODES.ACCOUNT_WRONG_PASSWORD, 'The current password is not correct');
    }
    await this.twoStep.remove(account.id, sourceOf(session, address));
  }

  @Delete('users/:id/two-step')
  @HttpCode(204)
  @OwnerOnly()
  @ApiNoContentResponse({ description: 'Off for that person (a lost phone); they may enrol again' })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'No account with this id (ACCOUNT.NOT_FOUND)' })
  reset(@Param('id') id: string, @CurrentSession() session: Session, @Ip() address: string): Promise<void> {
    return this.twoStep.reset(id, sourceOf(session, address));
  }

  @Get('two-step/accounts')
  @OwnerOnly()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: TwoStepAccountsDto, description: 'The accounts with two-step on' })
  async enabledAccounts(): Promise<TwoStepAccounts> {
    return { accountIds: await this.twoStep.enabledAccounts() };
  }

  @Get('two-step/policy')
  @OwnerOnly()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: TwoStepPolicyDto, description: 'The roles that must use two-step' })
  async policy(): Promise<TwoStepPolicy> {
    return { requiredRoles: await this.twoStep.requiredRoles() };
  }

  @Put('two-step/policy')
  @OwnerOnly()
  @ApiOkResponse({ type: TwoStepPolicyDto, description: 'Saved; applies from the next sign-in' })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Unknown roles (VALIDATION.FAILED)' })
  async savePolicy(
    @Body() body: TwoStepPolicyDto,
    @CurrentSession() session: Session,
    @Ip() address: string,
  ): Promise<TwoStepPolicy> {
    return {
      requiredRoles: await this.twoStep.saveRequiredRoles(body.requiredRoles, sourceOf(session, address)),
    };
  }
}
