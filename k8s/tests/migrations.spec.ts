/**
 * Prod migrates before it rolls out (components/migrations): a Job per service runs the service's own
 * image's migrate command against the database the service uses, bounded and cleaned up, as locked
 * down as the Deployments, allowed by the NetworkPolicies to reach PostgreSQL and nothing else; and the
 * services only wait for it (MIGRATE_ON_START=false). Dev keeps migrating at start. Compose's durable
 * mode has the same step as one-shots that `make up-durable` runs before it starts the services.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import {
  COMPONENTS,
  DATABASE_SERVICES,
  K8S_DIR,
  configValue,
  named,
  ofKind,
  podSpec,
  render,
  validateSchemas,
} from './support';
import type { KubeObject, PodSpec } from './support';
import { Network, type Endpoint } from './network';

interface JobSpec {
  backoffLimit?: number;
  activeDeadlineSeconds?: number;
  ttlSecondsAfterFinished?: number;
  template: { metadata?: { labels?: Record<string, string> }; spec: PodSpec & { restartPolicy?: string } };
}
interface Command {
  command?: string[];
}

const jobSpec = (job: KubeObject): JobSpec => job.spec as unknown as JobSpec;
const jobPod = (
  objects: KubeObject[],
  namespace: string,
  service: string,
): { namespace: string; labels: Record<string, string> } => ({
  namespace,
  labels: jobSpec(named(objects, 'Job', `${service}-migrate`)).template.metadata?.labels ?? {},
});
const databaseUrl = (spec: PodSpec) =>
  spec.containers[0]?.env?.find((e) => e.name === 'DATABASE_URL')?.valueFrom;
/**
 * The URL that reaches the primary itself: the services' DATABASE_URL, unless it goes through a
 * pooler (the CloudNativePG component), whose transaction mode would lose a migration's session; then
 * their queue's QUEUE_DATABASE_URL, which never does.
 */
const directUrl = (spec: PodSpec) =>
  spec.containers[0]?.env?.find((e) => e.name === 'QUEUE_DATABASE_URL')?.valueFrom ?? databaseUrl(spec);

describe.each([
  ['prod', 'overlays/prod'],
  ['prod with CloudNativePG', 'tests/prod-cloudnative-pg'],
])('the migration Jobs of %s', (_name, dir) => {
  let objects: KubeObject[];
  beforeAll(() => {
    objects = render(dir);
  });

  it('are one valid Job per service with a database', () => {
    const jobs = ofKind(objects, 'Job');
    expect(jobs.map((j) => j.metadata.name).sort()).toEqual(
      DATABASE_SERVICES.map((s) => `${s}-migrate`).sort(),
    );
    expect(validateSchemas(jobs).filter((r) => r.error !== null)).toEqual([]);
  });

  it.each(DATABASE_SERVICES)(
    "run %s's migrate command from its Deployment's image, against its database",
    (service) => {
      const deployment = podSpec(named(objects, 'Deployment', service));
      const job = jobSpec(named(objects, 'Job', `${service}-migrate`)).template.spec;
      const [container] = job.containers as (PodSpec['containers'][number] & Command)[];
      expect(container?.image).toBe(deployment.containers[0]?.image);
      expect(container?.command).toEqual(['node', 'dist/migrate.js']);
      expect(databaseUrl(job)).toEqual(directUrl(deployment));
      expect(databaseUrl(job)).toBeDefined();
    },
  );

  it.each(DATABASE_SERVICES)(
    'bound %s: retries, a deadline, removal after it finishes, no restart in place',
    (service) => {
      const spec = jobSpec(named(objects, 'Job', `${service}-migrate`));
      expect(spec.backoffLimit).toBeGreaterThan(0);
      expect(spec.activeDeadlineSeconds).toBeGreaterThan(0);
      expect(spec.ttlSecondsAfterFinished).toBeGreaterThan(0);
      expect(spec.template.spec.restartPolicy).toBe('Never');
    },
  );

  it.each(DATABASE_SERVICES)("lock %s's Job down as its Deployment", (service) => {
    const deployment = podSpec(named(objects, 'Deployment', service));
    const job = jobSpec(named(objects, 'Job', `${service}-migrate`)).template.spec;
    // fsGroup aside: auth's pods own the volume of its signing key with it; a Job mounts no Secret.
    expect(job.securityContext).toEqual({ ...deployment.securityContext, fsGroup: undefined });
    expect(job.containers[0]?.securityContext).toEqual(deployment.containers[0]?.securityContext);
    expect(job.containers[0]?.resources?.limits).toBeDefined();
    expect(job).toMatchObject({ automountServiceAccountToken: false, enableServiceLinks: false });
  });

  it("never serve a Service's traffic (no Service selects their pods)", () => {
    for (const service of ofKind(objects, 'Service')) {
      const selector = service.spec?.selector ?? {};
      for (const name of DATABASE_SERVICES) {
        const { labels } = jobPod(objects, 'madar-prod', name);
        const selects = Object.entries(selector).every(([key, value]) => labels[key] === value);
        expect({ service: service.metadata.name, job: name, selects }).toEqual({
          service: service.metadata.name,
          job: name,
          selects: false,
        });
      }
    }
  });

  it.each(DATABASE_SERVICES)("let %s's Job reach PostgreSQL and the DNS, and nothing else", (service) => {
    const network = Network.of(objects, 'madar-prod');
    const pod = jobPod(objects, 'madar-prod', service);
    const postgres: Endpoint = dir.includes('cloudnative-pg')
      ? { namespace: 'madar-prod', labels: { 'cnpg.io/cluster': 'madar-db' } }
      : { ip: '10.20.30.40' };
    expect(network.allowed(pod, postgres)).toContain('TCP/5432');
    expect(network.allowed(pod, { namespace: 'kube-system', labels: { 'k8s-app': 'kube-dns' } })).toEqual([
      'TCP/53',
      'UDP/53',
    ]);
    expect(network.allowed(pod, { ip: '198.51.100.25' })).toEqual([]);
    expect(network.allowed(pod, { ip: '10.20.30.40' }).filter((port) => port !== 'TCP/5432')).toEqual([]);
    for (const component of COMPONENTS) {
      const target: Endpoint = {
        namespace: 'madar-prod',
        labels: named(objects, 'Deployment', component).spec?.template?.metadata?.labels ?? {},
      };
      expect({ component, ports: network.allowed(pod, target) }).toEqual({ component, ports: [] });
    }
  });

  it('has the services wait for the Jobs instead of migrating', () => {
    expect(configValue(objects, 'services-config', 'MIGRATE_ON_START')).toBe('false');
  });
});

describe('dev', () => {
  it('has no migration Job: its services migrate at start', () => {
    const objects = render('overlays/dev');
    expect(ofKind(objects, 'Job')).toEqual([]);
    expect(configValue(objects, 'services-config', 'MIGRATE_ON_START')).toBe('true');
  });
});

describe("compose's migrate one-shot (durable mode)", () => {
  const ROOT = path.join(K8S_DIR, '..');
  interface ComposeService {
    image?: string;
    profiles?: string[];
    restart?: string;
    command?: string[];
    environment?: Record<string, string>;
    depends_on?: Record<string, { condition: string }>;
  }
  const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<string, ComposeService>;
  };
  const make = (target: string) =>
    execFileSync('make', ['-n', '--no-print-directory', target], { cwd: ROOT, encoding: 'utf8' });

  it.each(DATABASE_SERVICES)(
    "runs %s's migrate command from its image once PostgreSQL is healthy",
    (service) => {
      const oneShot = compose.services[`migrate-${service}`];
      expect(oneShot).toMatchObject({
        image: compose.services[service]?.image,
        profiles: ['durable'],
        restart: 'no',
        command: ['node', 'dist/migrate.js'],
        depends_on: { postgres: { condition: 'service_healthy' } },
      });
      expect(oneShot?.environment).toHaveProperty('DATABASE_URL');
    },
  );

  it('gathers the four in `migrate`, which succeeds only if each of them did', () => {
    expect(compose.services.migrate?.profiles).toEqual(['durable']);
    expect(compose.services.migrate?.depends_on).toEqual(
      Object.fromEntries(
        DATABASE_SERVICES.map((s) => [`migrate-${s}`, { condition: 'service_completed_successfully' }]),
      ),
    );
  });

  it('is run by `make up-durable` before the services start, and stops it when it fails', () => {
    const commands = make('up-durable');
    const migrate = commands.indexOf('--profile durable run --rm migrate ||');
    expect(migrate).toBeGreaterThan(-1);
    expect(commands.indexOf('up -d --build')).toBeGreaterThan(migrate);
    expect(commands).toMatch(/run --rm migrate \|\| \{[^}]*exit 1; \}/);
  });

  it.each(['prod-up', 'prod-rebuild'])(
    'is run by `make %s` (one server) as by up-durable: built, before the services, without demo seeds',
    (target) => {
      const commands = execFileSync(
        'make',
        ['-n', '--no-print-directory', target, 'PROD_ENV_FILE=/srv/madar.env'],
        { cwd: ROOT, encoding: 'utf8' },
      );
      const prod = '--profile durable -f docker-compose.yml -f deploy/docker-compose.prod.yml';
      const migrate = commands.indexOf(`${prod} run --rm migrate ||`);
      expect(migrate).toBeGreaterThan(-1);
      expect(commands.indexOf(`${prod} build ${DATABASE_SERVICES.join(' ')}`)).toBeLessThan(migrate);
      expect(commands.indexOf('up -d --build')).toBeGreaterThan(migrate);
      expect(commands).toMatch(/run --rm migrate \|\| \{[^}]*exit 1; \}/);
      // The one-shots seed as the services would, and compose's default is the demo's (true): prod's
      // false unless the env file says otherwise (ops/prod-check.sh refuses true there).
      expect(commands.slice(0, migrate)).toContain('export SEED_DEMO_DATA="${SEED_DEMO_DATA:-false}"');
    },
  );

  it('leaves memory mode as it was: the services migrate nothing and `make up` runs no migrate step', () => {
    expect(make('up')).not.toContain('migrate');
    for (const service of DATABASE_SERVICES) {
      expect(compose.services[service]?.depends_on ?? {}).not.toHaveProperty('migrate');
      expect(compose.services[service]?.environment?.MIGRATE_ON_START).toBe('${MIGRATE_ON_START:-true}');
    }
  });
});
