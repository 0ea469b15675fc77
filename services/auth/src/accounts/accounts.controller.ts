import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Ip,
  Param,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  type Account,
  apiPath,
  type CreatedAccount,
  type Page,
  type StaffMember,
  type StaffSession,
} from '@madar/shared';
import { ErrorEnvelopeDto } from '@madar/shared/nest';
import { sourceOf } from '../audit/auth-audit';
import { CurrentSession, OwnerOnly, type Session, SessionRequired } from '../auth/session.guard';
import { SessionsService } from '../sessions/sessions.service';
import { AccountsService } from './accounts.service';
import {
  CreateAccountDto,
  ListAccountsQueryDto,
  StaffQueryDto,
  UpdateAccountDto,
} from './dto/account-requests.dto';
import {
  AccountDto,
  AccountPageDto,
  CreatedAccountDto,
  StaffMemberDto,
  StaffSessionDto,
} from './dto/account-responses.dto';

const NOT_FOUND = { type: ErrorEnvelopeDto, description: 'No account with this id (ACCOUNT.NOT_FOUND)' };
const LAST_OWNER = {
  type: ErrorEnvelopeDto,
  description: 'It would leave no active owner (ACCOUNT.LAST_OWNER)',
};
const INVALID = {
  type: ErrorEnvelopeDto,
  description: 'Invalid or unknown fields (VALIDATION.FAILED, details)',
};

@ApiTags('accounts')
@Controller(apiPath('auth', 'auth'))
export class AccountsController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
  ) {}

  @Get('users')
  @OwnerOnly()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: AccountPageDto, description: 'One page of the accounts matching the query' })
  @ApiBadRequestResponse(INVALID)
  list(@Query() query: ListAccountsQueryDto): Promise<Page<Account>> {
    return this.accounts.list(query.toListQuery());
  }

  @Post('users')
  @OwnerOnly()
  @Header('Cache-Control', 'no-store')
  @ApiCreatedResponse({ type: CreatedAccountDto })
  @ApiBadRequestResponse({ ...INVALID, description: `${INVALID.description}; a password against the policy` })
  @ApiConflictResponse({
    type: ErrorEnvelopeDto,
    description: 'The email has an account (ACCOUNT.EMAIL_TAKEN)',
  })
  create(
    @Body() body: CreateAccountDto,
    @CurrentSession() session: Session,
    @Ip() address: string,
  ): Promise<CreatedAccount> {
    return this.accounts.create(body, sourceOf(session, address));
  }

  @Get('users/:id')
  @OwnerOnly()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: AccountDto })
  @ApiNotFoundResponse(NOT_FOUND)
  get(@Param('id') id: string): Promise<Account> {
    return this.accounts.get(id);
  }

  @Patch('users/:id')
  @OwnerOnly()
  @ApiOkResponse({
    type: AccountDto,
    description: 'A new role or disabling signs the account out everywhere',
  })
  @ApiBadRequestResponse(INVALID)
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse(LAST_OWNER)
  update(
    @Param('id') id: string,
    @Body() body: UpdateAccountDto,
    @CurrentSession() session: Session,
    @Ip() address: string,
  ): Promise<Account> {
    return this.accounts.update(id, body, sourceOf(session, address));
  }

  @Delete('users/:id')
  @HttpCode(204)
  @OwnerOnly()
  @ApiNoContentResponse({ description: 'Deleted and signed out everywhere' })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse(LAST_OWNER)
  delete(@Param('id') id: string, @CurrentSession() session: Session, @Ip() address: string): Promise<void> {
    return this.accounts.delete(id, sourceOf(session, address));
  }

  @Get('users/:id/sessions')
  @OwnerOnly()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: [StaffSessionDto], description: 'The account’s live sessions, newest first' })
  @ApiNotFoundResponse(NOT_FOUND)
  async userSessions(@Param('id') id: string): Promise<StaffSession[]> {
    await this.accounts.get(id);
    return this.sessions.list(id);
  }

  @Delete('users/:id/sessions')
  @HttpCode(204)
  @OwnerOnly()
  @ApiNoContentResponse({ description: 'Every token of the account is refused from now on' })
  @ApiNotFoundResponse(NOT_FOUND)
  async signOutUser(
    @Param('id') id: string,
    @CurrentSession() session: Session,
    @Ip() address: string,
  ): Promise<void> {
    await this.accounts.get(id);
    await this.sessions.signOutAll(id, { by: sourceOf(session, address) });
  }

  /** The staff directory other screens read (assignees, authors) without reading accounts. */
  @Get('staff')
  @SessionRequired()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: [StaffMemberDto], description: 'The active accounts, by name' })
  @ApiBadRequestResponse(INVALID)
  staff(@Query() query: StaffQueryDto): Promise<StaffMember[]> {
    return this.accounts.staff(query.role);
  }
}
