/** The media library: uploads re-encoded into responsive files, the panel's list, and the public files. */
import { type DynamicModule, Module } from '@nestjs/common';
import { DataSource } from '@madar/shared/data';
import type { ContentDb } from '../database/schema';
import { MediaController } from './media.controller';
import { MEDIA_LIMITS, type MediaLimits } from './media-limits';
import { PostgresMediaStore } from './media.pg-store';
import { MediaService } from './media.service';
import { InMemoryMediaStore, MediaStore } from './media.store';
import { MediaUploadInterceptor } from './media-upload.interceptor';
import { MediaUses } from './media-uses';

@Module({})
export class MediaModule {
  static forRoot(limits: MediaLimits): DynamicModule {
    return {
      module: MediaModule,
      controllers: [MediaController],
      providers: [
        { provide: MEDIA_LIMITS, useValue: limits },
        MediaService,
        MediaUses,
        MediaUploadInterceptor,
        {
          provide: MediaStore,
          // In memory the files count against their own cap (MEDIA_MEMORY_BYTES), not the records' one.
          useFactory: (data: DataSource<ContentDb>) =>
            data.mode === 'postgres'
              ? new PostgresMediaStore(data)
              : new InMemoryMediaStore(limits.memoryMaxBytes),
          inject: [DataSource],
        },
      ],
    };
  }
}
