import { Module } from '@nestjs/common';
import { BriefsController } from './briefs.controller';
import { createSeedBriefs } from './briefs.seed';
import { BriefsService } from './briefs.service';
import { BriefsStore } from './briefs.store';

@Module({
  controllers: [BriefsController],
  providers: [BriefsService, { provide: BriefsStore, useFactory: () => new BriefsStore(createSeedBriefs()) }],
  exports: [BriefsService],
})
export class BriefsModule {}
