/**
 * Privacy requests in a service: `PersonalDataModule.forRoot({ service, path, kinds })` serves
 * POST <path>/export and POST <path>/erase (owners only: the `privacy` area) over the service's
 * `PersonalDataKinds`. A POST, so the address travels in the body and never lands in an access log.
 */
import { Body, Controller, type DynamicModule, HttpCode, Module, Post, type Type } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { PersonalDataErasure, PersonalDataExport } from '../contracts/personal-data';
import { ErrorEnvelopeDto } from '../nest/api-models.dto';
import { AuditedBy, type AuditSource, auditStamp } from '../nest/audit.module';
import { Clock } from '../nest/clock';
import { StaffOnly } from '../nest/staff.guard';
import { PersonalDataErasureDto, PersonalDataExportDto, PersonalDataRequestDto } from './personal-data.dto';
import {
  PERSONAL_DATA_OPTIONS,
  PersonalDataKinds,
  type PersonalDataOptions,
  PersonalDataService,
} from './personal-data.service';

export function createPersonalDataController(path: string): Type<unknown> {
  @ApiTags('personal-data')
  @Controller(path)
  class PersonalDataController {
    constructor(
      private readonly personalData: PersonalDataService,
      private readonly clock: Clock,
    ) {}

    @Post('export')
    @HttpCode(200)
    @StaffOnly('privacy')
    @ApiOperation({ summary: 'Everything this service holds about one email address (owners only)' })
    @ApiOkResponse({ type: PersonalDataExportDto })
    @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'VALIDATION.FAILED: not an address' })
    export(
      @Body() body: PersonalDataRequestDto,
      @AuditedBy() source: AuditSource,
    ): Promise<PersonalDataExport> {
      return this.personalData.export(body.email, auditStamp(source, this.clock));
    }

    @Post('erase')
    @HttpCode(200)
    @StaffOnly('privacy')
    @ApiOperation({
      summary:
        'Erases what this service holds about one email address: its records, notes and mails; its ' +
        'audit entries keep the changes with the values replaced by "[erased]" (owners only)',
    })
    @ApiOkResponse({ type: PersonalDataErasureDto })
    @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'VALIDATION.FAILED: not an address' })
    @ApiConflictResponse({
      type: ErrorEnvelopeDto,
      description: 'PERSONAL_DATA.STAFF_ACCOUNT: a staff account signs in with the address (auth)',
    })
    erase(
      @Body() body: PersonalDataRequestDto,
      @AuditedBy() source: AuditSource,
    ): Promise<PersonalDataErasure> {
      return this.personalData.erase(body.email, auditStamp(source, this.clock));
    }
  }
  return PersonalDataController;
}

export interface PersonalDataModuleOptions extends PersonalDataOptions {
  /** The controller's path: `apiPath('<service>', '<service>/personal-data')` (auth: `auth/personal-data`). */
  path: string;
  /** The service's kinds of record holding addresses. */
  kinds: Type<PersonalDataKinds>;
}

@Module({})
export class PersonalDataModule {
  static forRoot({ path, kinds, ...options }: PersonalDataModuleOptions): DynamicModule {
    return {
      module: PersonalDataModule,
      providers: [
        { provide: PERSONAL_DATA_OPTIONS, useValue: options },
        { provide: PersonalDataKinds, useClass: kinds },
        PersonalDataService,
      ],
      controllers: [createPersonalDataController(path)],
    };
  }
}
