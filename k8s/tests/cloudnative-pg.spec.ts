import {
  SERVICES,
  DATABASE_SERVICES,
  render,
  validateSchemas,
  ofKind,
  configValue,
  named,
  podSpec,
  secretRef,
  type KubeObject,
  type PodSpec,
  type Resources,
} from './support';
import { Network } from './network';

/**
 * The prod overlay with the CloudNativePG component: every object, the operator's and the Barman
 * Cloud plugin's custom resources included, valid against its schema (crd-schemas/); three instances
 * on a pinned image with Guaranteed resources; backups through the plugin, the first at once; the
 * services' queries through a PgBouncer Pooler in transaction mode while what needs a session (the
 * migration Jobs, the queue) connects to the primary; and the connections that adds up to under
 * max_connections.
 */
interface ClusterSpec {
  instances: number;
  imageName: string;
  resources: Resources;
  affinity?: { enablePodAntiAffinity?: boolean; podAntiAffinityType?: string; topologyKey?: string };
  plugins?: { name: string; isWALArchiver?: boolean; parameters?: Record<string, string> }[];
  backup?: object;
  postgresql?: { parameters?: Record<string, string> };
  bootstrap?: {
    initdb?: object;
    recovery?: { source: string; database?: string; owner?: string };
  };
  externalClusters?: { name: string; plugin?: { name: string; parameters?: Record<string, string> } }[];
  storage?: { size?: string };
}
interface PoolerSpec {
  cluster: { name: string };
  instances: number;
  type: string;
  pgbouncer: { poolMode: string; parameters: Record<string, string> };
  template?: { spec?: { containers?: { name: string; resources?: Resources }[] } };
}
interface ObjectStoreSpec {
  retentionPolicy?: string;
  configuration: {
    destinationPath: string;
    s3Credentials?: Record<string, { name: string; key: string }>;
  };
  instanceSidecarConfiguration?: { resources?: Resources };
}

const PLUGIN = 'barman-cloud.cloudnative-pg.io';
const spec = <T>(object: KubeObject): T => object.spec as unknown as T;
/** Equal requests and limits for CPU and memory, both set: the Guaranteed QoS class. */
const guaranteed = (resources: Resources | undefined) =>
  !!resources?.limits?.cpu &&
  !!resources.limits.memory &&
  resources.requests?.cpu === resources.limits.cpu &&
  resources.requests.memory === resources.limits.memory;

describe('the prod overlay with the CloudNativePG component', () => {
  let objects: KubeObject[];
  let cluster: ClusterSpec;
  let pooler: KubeObject;

  beforeAll(() => {
    objects = render('tests/prod-cloudnative-pg');
    cluster = spec<ClusterSpec>(named(objects, 'Cluster', 'madar-db'));
    [pooler] = ofKind(objects, 'Pooler') as [KubeObject];
  });

  it('validates every object, the custom resources against their CRDs, which refuse what they should', () => {
    // One validation run for both (each compiles the CRDs' schemas, seconds for the Cluster's).
    const broken = [
      { ...pooler, spec: { ...pooler.spec, pgbouncer: { poolMode: 'statement' } } },
      { ...named(objects, 'Cluster', 'madar-db'), spec: { ...cluster, instancesCount: 3 } },
    ] as unknown as KubeObject[];
    const results = validateSchemas([...objects, ...broken]);
    const rendered = results.slice(0, objects.length);
    expect(rendered.filter((r) => r.error !== null)).toEqual([]);
    expect(rendered.map((r) => r.kind)).toEqual(
      expect.arrayContaining(['Cluster', 'ScheduledBackup', 'Pooler', 'ObjectStore']),
    );
    expect(results.slice(objects.length).map((r) => r.error)).toEqual([
      expect.stringContaining('data/spec/pgbouncer/poolMode must be equal to one of the allowed values'),
      'data/spec has an unknown field instancesCount',
    ]);
  });

  it('runs three instances, one per node, on an image pinned to a PostgreSQL 15 minor by digest', () => {
    expect(cluster.instances).toBe(3);
    expect(cluster.imageName).toMatch(
      /^ghcr\.io\/cloudnative-pg\/postgresql:15\.\d+(-[\w.-]+)?@sha256:[0-9a-f]{64}$/,
    );
    expect(cluster.imageName).not.toMatch(/:(15|latest)(@|$)/);
    expect(cluster.affinity).toEqual({
      enablePodAntiAffinity: true,
      podAntiAffinityType: 'required',
      topologyKey: 'kubernetes.io/hostname',
    });
    expect(named(objects, 'Cluster', 'madar-db').metadata.namespace).toBe('madar-prod');
  });

  it('gives every container of an instance pod requests equal to its limits (Guaranteed)', () => {
    expect(guaranteed(cluster.resources)).toBe(true);
    const store = spec<ObjectStoreSpec>(named(objects, 'ObjectStore', 'madar-db-store'));
    // The plugin's sidecar runs in the same pod: it must be Guaranteed too, or the pod is not.
    expect(guaranteed(store.instanceSidecarConfiguration?.resources)).toBe(true);
  });

  it('archives and backs up through the Barman Cloud plugin to its ObjectStore, not the in-tree way', () => {
    expect(cluster.backup).toBeUndefined();
    expect(cluster.plugins).toEqual([
      { name: PLUGIN, isWALArchiver: true, parameters: { barmanObjectName: 'madar-db-store' } },
    ]);
    expect(spec<ObjectStoreSpec>(named(objects, 'ObjectStore', 'madar-db-store'))).toMatchObject({
      retentionPolicy: expect.stringMatching(/^[1-9]\d*[dwm]$/),
      configuration: {
        destinationPath: expect.stringMatching(/^s3:\/\//),
        s3Credentials: {
          accessKeyId: { name: 'madar-db-backup-credentials', key: 'ACCESS_KEY_ID' },
          secretAccessKey: { name: 'madar-db-backup-credentials', key: 'ACCESS_SECRET_KEY' },
        },
      },
    });
  });

  it('takes the first backup at once, then one every night, through the plugin', () => {
    expect(named(objects, 'ScheduledBackup', 'madar-db-nightly')).toMatchObject({
      metadata: { namespace: 'madar-prod' },
      spec: {
        cluster: { name: 'madar-db' },
        immediate: true,
        method: 'plugin',
        pluginConfiguration: { name: PLUGIN },
        // Six fields: CloudNativePG's schedule starts with seconds.
        schedule: expect.stringMatching(/^\S+( \S+){5}$/),
      },
    });
  });

  it("pools the services' queries with PgBouncer in transaction mode in front of the primary", () => {
    const pooling = spec<PoolerSpec>(pooler);
    expect(pooling).toMatchObject({
      cluster: { name: 'madar-db' },
      type: 'rw',
      pgbouncer: { poolMode: 'transaction' },
    });
    expect(pooling.instances).toBeGreaterThanOrEqual(2);
    // node-postgres sends the pool's statement_timeout at startup, which PgBouncer refuses unless ignored.
    expect(pooling.pgbouncer.parameters.ignore_startup_parameters?.split(',')).toContain('statement_timeout');
    expect(Number(pooling.pgbouncer.parameters.query_timeout)).toBeGreaterThan(0);
  });

  it.each(DATABASE_SERVICES)(
    "points %s's queries at the Pooler's Service and its queue at the primary, from the operator's Secret",
    (name) => {
      const deployment = named(objects, 'Deployment', name);
      const env = podSpec(deployment).containers[0]?.env ?? [];
      const index = (variable: string) => env.findIndex((e) => e.name === variable);
      const url = new URL(env[index('DATABASE_URL')]?.value ?? '');
      expect({ host: url.hostname, port: url.port, database: url.pathname }).toEqual({
        host: pooler.metadata.name,
        port: '5432',
        database: '/madar',
      });
      expect(decodeURIComponent(url.username)).toBe('$(DATABASE_USER)');
      expect(decodeURIComponent(url.password)).toBe('$(DATABASE_PASSWORD)');
      // Kubernetes expands $(VAR) only from variables defined before it.
      for (const [variable, key] of [
        ['DATABASE_USER', 'username'],
        ['DATABASE_PASSWORD', 'password'],
      ] as const) {
        expect(index(variable)).toBeLessThan(index('DATABASE_URL'));
        expect(secretRef(deployment, variable)).toEqual({ name: 'madar-db-app', key, optional: false });
      }
      // The Secret's URI names madar-db-rw, the primary itself.
      expect(secretRef(deployment, 'QUEUE_DATABASE_URL')).toEqual({
        name: 'madar-db-app',
        key: 'uri',
        optional: false,
      });
      expect(secretRef(deployment, 'REDIS_URL')).toEqual({
        name: 'redis-secrets',
        key: 'REDIS_URL',
        optional: false,
      });
    },
  );

  it('has the migration Jobs connect to the primary directly, and the services never migrate', () => {
    for (const name of DATABASE_SERVICES) {
      const job = spec<{ template: { spec: PodSpec } }>(named(objects, 'Job', `${name}-migrate`));
      const env = job.template.spec.containers[0]?.env ?? [];
      expect(env.find((e) => e.name === 'DATABASE_URL')?.valueFrom?.secretKeyRef).toEqual({
        name: 'madar-db-app',
        key: 'uri',
        optional: false,
      });
    }
    // Through the pooler a replica's migration would lose its advisory lock between statements.
    expect(configValue(objects, 'services-config', 'MIGRATE_ON_START')).toBe('false');
    expect(ofKind(objects, 'Secret')).toEqual([]);
  });

  it('lets the services reach the Pooler, and the Pooler the instances', () => {
    const network = Network.of(objects, 'madar-prod');
    // The labels the operator gives the Pooler's pods and the instances' pods.
    const poolerPod = {
      namespace: 'madar-prod',
      labels: {
        'cnpg.io/cluster': 'madar-db',
        'cnpg.io/poolerName': pooler.metadata.name,
        'cnpg.io/podRole': 'pooler',
      },
    };
    const instance = {
      namespace: 'madar-prod',
      labels: { 'cnpg.io/cluster': 'madar-db', 'cnpg.io/podRole': 'instance' },
    };
    for (const name of SERVICES) {
      const service = { namespace: 'madar-prod', labels: podSpecLabels(objects, name) };
      expect(network.allowed(service, poolerPod)).toEqual(['TCP/5432']);
    }
    expect(network.allowed(poolerPod, instance)).toContain('TCP/5432');
  });

  /**
   * PostgreSQL's connections at the autoscalers' maximum, mid-rollout (the default rolling update adds
   * ceil(25%) pods), while the migration Jobs run: k8s/README.md, "Connections", states the same sums.
   */
  it('keeps the pooler, the queues and the migrations under max_connections', () => {
    const maxConnections = Number(cluster.postgresql?.parameters?.max_connections);
    const pool = Number(configValue(objects, 'services-config', 'DATABASE_POOL_MAX'));
    const pooling = spec<PoolerSpec>(pooler);
    const poolers = pooling.instances;
    const defaultPoolSize = Number(pooling.pgbouncer.parameters.default_pool_size);
    const maxClientConn = Number(pooling.pgbouncer.parameters.max_client_conn);
    // pg-boss's own connections per replica (direct): the mail outbox's 2 (outbox.pg-store.ts,
    // `max: 2`) where the service sends mail, the scheduler's 1 (scheduler.pg-boss.ts) where it schedules.
    const QUEUE: Record<string, number> = { auth: 0, content: 1, recruitment: 3, inquiries: 3 };
    const replicas = SERVICES.map((name) => {
      expect(named(objects, 'Deployment', name).spec?.strategy).toBeUndefined();
      const max = named(objects, 'HorizontalPodAutoscaler', name).spec?.maxReplicas ?? Infinity;
      return { name, pods: max + Math.ceil(max * 0.25) };
    });
    const clients = replicas.reduce((sum, r) => sum + r.pods * pool, 0);
    const queues = replicas.reduce((sum, r) => sum + r.pods * (QUEUE[r.name] ?? NaN), 0);
    // Each Job's DataSource holds DATABASE_POOL_MAX at most, then its queue's 2, one after the other.
    const migrations = DATABASE_SERVICES.length * Math.max(pool, 2);
    // PgBouncer's server connections, plus its auth_query connection, per pod.
    const pooled = poolers * (defaultPoolSize + 1);
    const superuserReserved = 3;
    expect({ clients, queues, migrations, pooled, total: pooled + queues + migrations }).toEqual({
      clients: 80,
      queues: 35,
      migrations: 16,
      pooled: 32,
      total: 83,
    });
    // One PgBouncer pod takes every client when the other is down.
    expect(clients).toBeLessThanOrEqual(maxClientConn);
    expect(pooled + queues + migrations).toBeLessThan(maxConnections - superuserReserved);
  });
});

function podSpecLabels(objects: KubeObject[], name: string): Record<string, string> {
  return named(objects, 'Deployment', name).spec?.template?.metadata?.labels ?? {};
}

describe('the prod overlay on a managed database (the services connect directly)', () => {
  it("keeps every replica's pool, even mid-rollout at the autoscalers' maximum, under 100 connections", () => {
    const objects = render('overlays/prod');
    // PostgreSQL's default, which k8s/README.md asks a managed database's class to allow at least.
    const maxConnections = 100;
    const pool = Number(configValue(objects, 'services-config', 'DATABASE_POOL_MAX'));
    const replicas = SERVICES.map((name) => {
      const max = named(objects, 'HorizontalPodAutoscaler', name).spec?.maxReplicas ?? Infinity;
      return { steady: max, surge: Math.ceil(max * 0.25) };
    });
    const steady = replicas.reduce((sum, r) => sum + r.steady * pool, 0);
    // Each starting replica holds one more connection while it migrates under the advisory lock.
    const rollout = replicas.reduce((sum, r) => sum + (r.steady + r.surge) * pool + r.surge, 0);
    expect({ steady, rollout }).toEqual({ steady: 64, rollout: 84 });
    expect(rollout).toBeLessThan(maxConnections - 3);
  });
});
