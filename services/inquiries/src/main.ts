import { runService } from '@madar/shared/nest';
import { AppModule } from './app.module';
import { loadInquiriesConfig, serviceOptions } from './config';

runService({
  loadConfig: () => loadInquiriesConfig(),
  createModule: (config) => AppModule.forRoot(config),
  serviceOptions,
});
