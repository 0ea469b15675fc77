/**
 * A versioned record's history routes, made once here so that every kind answers alike under its own
 * path: `GET <kind>/:id/versions` (newest first), `GET <kind>/:id/versions/:versionId` (the record whole
 * as that save left it) and `POST <kind>/:id/versions/:versionId/restore` (a save like any other, so
 * audited and kept as the newest version). The staff who edit the record read and restore its history
 * (401 without a token, 403 for the other roles); an unknown record is the kind's own 404, an unknown
 * version 404 VERSION.NOT_FOUND. Each save on the way runs as an edit by the signed-in staff member, so
 * the version names them (VersionEditorInterceptor).
 */
import {
  applyDecorators,
  Controller,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  type Type,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { StaffArea } from '../contracts/staff';
import type { Version, VersionList } from '../contracts/version';
import { ErrorEnvelopeDto } from '../nest/api-models.dto';
import { AuditedBy, type AuditSource } from '../nest/audit.module';
import { StaffOnly } from '../nest/staff.guard';
import { VersionListDto } from './versions.dto';
import { VersionEditorInterceptor } from './versions.editor';
import type { VersionedRecords } from './versions.history';

export interface VersionsControllerOptions {
  /** The kind's path, `apiPath('<service>', '<prefix>')`. */
  path: string;
  tag: string;
  /** Whose staff read and restore the history: the area that edits the record. */
  area: StaffArea;
  /** The record in the operations' summaries: "post", "job", "project". */
  noun: string;
  /** The kind's history (an injection token whose provider is a VersionedRecords). */
  history: string | symbol | (abstract new (...args: never[]) => VersionedRecords<unknown, unknown>);
  /** The OpenAPI model of one version (a VersionSummaryDto with the record's `state`). */
  version: Type<unknown>;
  /** The OpenAPI model of the record a restore answers with. */
  record: Type<unknown>;
  /** The record's 404: `POST.NOT_FOUND: no post has this id`. */
  notFound: string;
  /** What the record's update may refuse with 409 (a slug taken since), when it may. */
  conflict?: string;
  /** What a version leaves out of the record, for the summary: "without its application count". */
  stateNote?: string;
}

export function createVersionsController(options: VersionsControllerOptions): Type<unknown> {
  const { noun, area } = options;
  const unknownRecord = { type: ErrorEnvelopeDto, description: options.notFound };
  const unknownVersion = {
    type: ErrorEnvelopeDto,
    description: `${options.notFound}; VERSION.NOT_FOUND: the ${noun} has no such version`,
  };
  const whole = options.stateNote ? `the ${noun} whole (${options.stateNote})` : `the ${noun} whole`;
  const conflict = options.conflict
    ? [ApiConflictResponse({ type: ErrorEnvelopeDto, description: options.conflict })]
    : [];

  @ApiTags(options.tag)
  @Controller(options.path)
  @UseInterceptors(VersionEditorInterceptor)
  class VersionsController {
    constructor(@Inject(options.history) private readonly history: VersionedRecords<unknown, unknown>) {}

    @Get(':id/versions')
    @StaffOnly(area)
    @ApiOperation({ summary: `A ${noun}'s versions, newest first: when each save was made and by whom` })
    @ApiOkResponse({ type: VersionListDto })
    @ApiNotFoundResponse(unknownRecord)
    list(@Param('id') id: string): Promise<VersionList> {
      return this.history.list(id);
    }

    @Get(':id/versions/:versionId')
    @StaffOnly(area)
    @ApiOperation({ summary: `One version of a ${noun}: ${whole}, as that save left it` })
    @ApiOkResponse({ type: options.version })
    @ApiNotFoundResponse(unknownVersion)
    get(@Param('id') id: string, @Param('versionId') versionId: string): Promise<Version<unknown>> {
      return this.history.get(id, versionId);
    }

    @Post(':id/versions/:versionId/restore')
    @StaffOnly(area)
    @HttpCode(200)
    @ApiOperation({
      summary:
        `Put a version back: its fields become the ${noun}'s, recorded as an update and kept as the ` +
        'newest version',
    })
    @ApiOkResponse({ type: options.record, description: `The ${noun} as it now is` })
    @ApiNotFoundResponse(unknownVersion)
    @applyDecorators(...conflict)
    @ApiServiceUnavailableResponse({
      type: ErrorEnvelopeDto,
      description: 'STORAGE.UNAVAILABLE: nothing changed',
    })
    restore(
      @Param('id') id: string,
      @Param('versionId') versionId: string,
      @AuditedBy() by: AuditSource,
    ): Promise<unknown> {
      return this.history.restore(id, versionId, by);
    }
  }
  // Each kind's controller under its own name, in logs and in Nest's errors.
  const name = noun.replace(/(^|[ _])(\w)/g, (_match, _space: string, letter: string) =>
    letter.toUpperCase(),
  );
  Object.defineProperty(VersionsController, 'name', { value: `${name}VersionsController` });
  return VersionsController;
}
