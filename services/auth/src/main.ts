import { runService } from '@madar/shared/nest';
import { AppModule } from './app.module';
import { loadAuthConfig, serviceOptions } from './config';

runService({
  loadConfig: () => loadAuthConfig(),
  createModule: (config) => AppModule.forRoot(config),
  serviceOptions,
});
