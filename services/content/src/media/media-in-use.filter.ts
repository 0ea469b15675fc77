/**
 * The 409 of a refused delete, with the list of what uses the image beside the envelope's fields
 * (`uses`), so the panel can name the posts. The global filter keeps only the envelope's own fields.
 */
import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import { requestIdForCaller } from '@madar/shared/metrics';
import { toEnvelope } from '@madar/shared/nest';
import type { Response } from 'express';
import { MediaInUseError } from './media.service';

@Catch(MediaInUseError)
export class MediaInUseFilter implements ExceptionFilter {
  catch(error: MediaInUseError, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const requestId = requestIdForCaller();
    response
      .status(409)
      .json({ ...toEnvelope(error), uses: error.uses, ...(requestId !== undefined && { requestId }) });
  }
}
