/**
 * The one time source of the service, visible to every module: the system clock in production, a
 * FixedClock in tests that need a known "now" (stats windows, seed dates, stamped times).
 */
import { type DynamicModule, Module } from '@nestjs/common';
import { Clock, SystemClock } from '@madar/shared/nest';

@Module({})
export class ClockModule {
  static forRoot(clock: Clock = new SystemClock()): DynamicModule {
    return {
      module: ClockModule,
      global: true,
      providers: [{ provide: Clock, useValue: clock }],
      exports: [Clock],
    };
  }
}
