/**
 * What every catalogue kind's PATCH route shares: the item's key in the path, the blog's area (editors
 * and owners edit the site's content; 401 without a token, 403 for the other roles), no caching, the
 * signed-in editor named in the version the edit keeps, and its OpenAPI description.
 */
import { applyDecorators, Patch, type Type, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
} from '@nestjs/swagger';
import { VersionEditorInterceptor } from '@madar/shared/data';
import { ErrorEnvelopeDto, StaffOnly } from '@madar/shared/nest';

export interface CatalogueEditOptions {
  /** The route's key parameter: `:id`, or `:year` for the timeline. */
  path: string;
  /** What is replaced: "a service", "a milestone". */
  what: string;
  /** The OpenAPI model of the answer (the item as stored). */
  type: Type<unknown>;
  /** The 404's code and meaning: `SERVICE.NOT_FOUND: no service has this id`. */
  notFound: string;
}

export const CatalogueEdit = ({ path, what, type, notFound }: CatalogueEditOptions) =>
  applyDecorators(
    Patch(path),
    StaffOnly('blog'),
    // After the guard, which verifies who the editor is.
    UseInterceptors(VersionEditorInterceptor),
    ApiOperation({
      summary:
        `Replace ${what} whole (its key kept): the body is the item but its key, every text in both ` +
        'languages. The public reads show it at once',
    }),
    ApiOkResponse({ type, description: 'The item as stored' }),
    ApiBadRequestResponse({
      type: ErrorEnvelopeDto,
      description: 'VALIDATION.FAILED (with details per field) or REQUEST.MALFORMED_JSON',
    }),
    ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: notFound }),
    ApiServiceUnavailableResponse({
      type: ErrorEnvelopeDto,
      description: 'STORAGE.UNAVAILABLE: the database cannot be reached; nothing was stored',
    }),
  );
