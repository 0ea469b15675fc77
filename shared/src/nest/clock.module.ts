/**
 * The one time source of a service, visible to every module: the system clock in production, a
 * FixedClock in tests that need a known "now" (stats windows, seed dates, stamped times).
 */
import { type DynamicModule, Module } from '@nestjs/common';
import { Clock, SystemClock } from './clock';

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
