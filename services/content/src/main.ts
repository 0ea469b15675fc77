import { runService } from '@madar/shared/nest';
import { AppModule } from './app.module';
import { loadContentConfig, serviceOptions } from './config';

runService({
  loadConfig: () => loadContentConfig(),
  createModule: (config) => AppModule.forRoot(config),
  serviceOptions,
});
