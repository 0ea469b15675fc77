import { runService } from '@madar/shared/nest';
import { AppModule } from './app.module';
import { loadRecruitmentConfig, serviceOptions } from './config';

runService({
  loadConfig: () => loadRecruitmentConfig(),
  createModule: (config) => AppModule.forRoot(config),
  serviceOptions,
});
