import { type DynamicModule, Module } from '@nestjs/common';
import { Clock } from '@madar/shared/nest';

/** The one time source of the service: the system clock in production, a fixed one in tests. */
@Module({})
export class ClockModule {
  static forRoot(clock: Clock): DynamicModule {
    return {
      module: ClockModule,
      global: true,
      providers: [{ provide: Clock, useValue: clock }],
      exports: [Clock],
    };
  }
}
