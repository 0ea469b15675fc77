/**
 * Reads the multipart form of an application into memory with hard limits, before validation runs: the
 * text fields land in req.body (as strings) and the one file in req.file. Nothing touches the disk here;
 * the file is written only once every check has passed.
 */
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { ERROR_CODES, RESUME_MAX_BYTES } from '@madar/shared';
import { AppError, badRequest } from '@madar/shared/nest';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';

export const RESUME_FIELD = 'resume';

export const UPLOAD_LIMITS = {
  fileSize: RESUME_MAX_BYTES,
  files: 1,
  fields: 20,
  fieldSize: 20 * 1024,
} as const;

/** The part of an uploaded file the application rules need (multer's req.file has more). */
export interface UploadedResume {
  originalname: string;
  buffer: Buffer;
  size: number;
}

/** Multer's and busboy's failures as the contract's errors: a client's mistake is never a 5xx. */
export function toUploadError(error: unknown): AppError {
  if (!(error instanceof MulterError)) return badRequest('The multipart form could not be read');
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new AppError(
        413,
        ERROR_CODES.RESUME_TOO_LARGE,
        `The resume must not be larger than ${RESUME_MAX_BYTES / (1024 * 1024)} MB`,
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
        [`Attach exactly one file, in the ${RESUME_FIELD} field`],
        [{ field: error.field ?? RESUME_FIELD, rule: 'singleFile' }],
      );
    default:
      return badRequest([`The form was refused: ${error.message}`]);
  }
}

@Injectable()
export class ResumeUploadInterceptor implements NestInterceptor {
  private readonly parse = multer({
    storage: multer.memoryStorage(),
    limits: UPLOAD_LIMITS,
    // Browsers send file names as raw UTF-8 (an Arabic name included), not latin1.
    defParamCharset: 'utf8',
  }).single(RESUME_FIELD);

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) => {
      this.parse(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) => {
        if (error) reject(toUploadError(error));
        else resolve();
      });
    });
    return next.handle();
  }
}
