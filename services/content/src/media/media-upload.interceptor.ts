/**
 * Reads the multipart form of an upload into memory with hard limits before the handler runs: the one
 * file, in the `file` field, lands in req.file. Its size limit is MEDIA_MAX_BYTES; past it the upload
 * is cut short with 413 MEDIA.TOO_LARGE and nothing is decoded or stored.
 */
import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { ERROR_CODES } from '@madar/shared';
import { AppError, badRequest } from '@madar/shared/nest';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';
import { MEDIA_ERRORS } from './media.model';
import { MEDIA_LIMITS, type MediaLimits } from './media-limits';

export const MEDIA_FIELD = 'file';

/** The part of multer's req.file the library needs. */
export interface UploadedMedia {
  originalname: string;
  buffer: Buffer;
  size: number;
}

const MIB = 1024 * 1024;

/** Multer's and busboy's failures as the contract's errors: a client's mistake is never a 5xx. */
export function toUploadError(error: unknown, maxBytes: number): AppError {
  if (!(error instanceof MulterError)) return badRequest('The multipart form could not be read');
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new AppError(
        413,
        MEDIA_ERRORS.TOO_LARGE,
        `The image must not be larger than ${Math.round((maxBytes / MIB) * 10) / 10} MB`,
      );
    case 'LIMIT_FIELD_VALUE':
      return new AppError(
        413,
        ERROR_CODES.PAYLOAD_TOO_LARGE,
        `The form field ${error.field ?? ''} is too long`,
      );
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_UNEXPECTED_FILE':
      return badRequest(
        [`Attach exactly one file, in the ${MEDIA_FIELD} field`],
        [{ field: error.field ?? MEDIA_FIELD, rule: 'singleFile' }],
      );
    default:
      return badRequest([`The form was refused: ${error.message}`]);
  }
}

@Injectable()
export class MediaUploadInterceptor implements NestInterceptor {
  private readonly parse: ReturnType<multer.Multer['single']>;

  constructor(@Inject(MEDIA_LIMITS) private readonly limits: MediaLimits) {
    this.parse = multer({
      storage: multer.memoryStorage(),
      limits: { fileSize: limits.maxUploadBytes, files: 1, fields: 5, fieldSize: 1024 },
      // Browsers send file names as raw UTF-8 (an Arabic name included), not latin1.
      defParamCharset: 'utf8',
    }).single(MEDIA_FIELD);
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) => {
      this.parse(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) => {
        if (error) reject(toUploadError(error, this.limits.maxUploadBytes));
        else resolve();
      });
    });
    return next.handle();
  }
}
