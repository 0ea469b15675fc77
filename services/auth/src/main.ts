import { bootstrapService } from '@madar/shared/nest';
import { ConfigError } from '@madar/shared/node';
import { AppModule } from './app.module';
import { loadAuthConfig, serviceOptions } from './config';

async function main(): Promise<void> {
  const config = loadAuthConfig();
  await bootstrapService(AppModule.forRoot(config), { ...serviceOptions(config), port: config.port });
}

main().catch((err: unknown) => {
  // Before the logger exists: say plainly what is wrong and stop, so the orchestrator reports it.
  const text =
    err instanceof ConfigError
      ? err.message
      : err instanceof Error
        ? (err.stack ?? err.message)
        : String(err);
  process.stderr.write(`${text}\n`);
  process.exit(1);
});
