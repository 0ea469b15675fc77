import {
  SERVICES,
  DATABASE_SERVICES,
  render,
  validateSchemas,
  ofKind,
  configValue,
  named,
  secretRef,
  type KubeObject,
} from './support';

/**
 * The prod overlay with the CloudNativePG component. Its Cluster and ScheduledBackup are custom
 * resources, which kubernetes-models cannot validate (it has the core API's schemas only), so their
 * key fields are asserted here; everything else is schema-validated as in the overlays.
 */
describe('the prod overlay with the CloudNativePG component', () => {
  const CUSTOM_KINDS = ['postgresql.cnpg.io/v1/Cluster', 'postgresql.cnpg.io/v1/ScheduledBackup'];
  let objects: KubeObject[];

  beforeAll(() => {
    objects = render('tests/prod-cloudnative-pg');
  });

  it('validates every core object, leaving only the two custom resources unvalidated', () => {
    const results = validateSchemas(objects);
    expect(results.filter((r) => r.error !== null).map((r) => r.error)).toEqual(
      CUSTOM_KINDS.map((kind) => `no schema known for ${kind.replace(/\/(\w+)$/, ' $1')}`),
    );
  });

  it('runs a two-instance Cluster with storage, an initdb of madar owned by madar, and object-store backups', () => {
    const cluster = named(objects, 'Cluster', 'madar-db');
    expect(cluster).toMatchObject({
      apiVersion: 'postgresql.cnpg.io/v1',
      metadata: { namespace: 'madar-prod' },
      spec: {
        instances: 2,
        imageName: expect.stringMatching(/postgresql:15/),
        storage: { size: expect.stringMatching(/^\d+Gi$/) },
        bootstrap: { initdb: { database: 'madar', owner: 'madar' } },
        backup: {
          retentionPolicy: expect.any(String),
          barmanObjectStore: {
            destinationPath: expect.stringMatching(/^s3:\/\//),
            s3Credentials: {
              accessKeyId: { name: 'madar-db-backup-credentials', key: 'ACCESS_KEY_ID' },
              secretAccessKey: { name: 'madar-db-backup-credentials', key: 'ACCESS_SECRET_KEY' },
            },
          },
        },
      },
    });
  });

  it('backs the Cluster up every night', () => {
    expect(named(objects, 'ScheduledBackup', 'madar-db-nightly')).toMatchObject({
      apiVersion: 'postgresql.cnpg.io/v1',
      metadata: { namespace: 'madar-prod' },
      spec: {
        cluster: { name: 'madar-db' },
        method: 'barmanObjectStore',
        // Six fields: CloudNativePG's schedule starts with seconds.
        schedule: expect.stringMatching(/^\S+( \S+){5}$/),
      },
    });
  });

  it("points the services' DATABASE_URL at the Secret the operator generates, required", () => {
    for (const name of DATABASE_SERVICES) {
      const deployment = named(objects, 'Deployment', name);
      expect(secretRef(deployment, 'DATABASE_URL')).toEqual({
        name: 'madar-db-app',
        key: 'uri',
        optional: false,
      });
      expect(secretRef(deployment, 'REDIS_URL')).toEqual({
        name: 'redis-secrets',
        key: 'REDIS_URL',
        optional: false,
      });
    }
    expect(ofKind(objects, 'Secret')).toEqual([]);
  });

  it("keeps every replica's pool, even mid-rollout at the autoscalers' maximum, under max_connections", () => {
    const maxConnections = Number(
      named(objects, 'Cluster', 'madar-db').spec?.postgresql?.parameters?.max_connections,
    );
    const pool = Number(configValue(objects, 'services-config', 'DATABASE_POOL_MAX'));
    // Counted for all four services, each with a schema of its own.
    const replicas = SERVICES.map((name) => {
      const deployment = named(objects, 'Deployment', name);
      // The default rolling update (no strategy set) adds ceil(25%) pods while a rollout runs.
      expect(deployment.spec?.strategy).toBeUndefined();
      const max = named(objects, 'HorizontalPodAutoscaler', name).spec?.maxReplicas ?? Infinity;
      return { steady: max, surge: Math.ceil(max * 0.25) };
    });
    const steady = replicas.reduce((sum, r) => sum + r.steady * pool, 0);
    // Each starting replica holds one more connection while it migrates under the advisory lock.
    const rollout = replicas.reduce((sum, r) => sum + (r.steady + r.surge) * pool + r.surge, 0);
    const superuserReserved = 3;
    expect({ maxConnections, steady, rollout }).toEqual({ maxConnections: 100, steady: 64, rollout: 84 });
    expect(rollout).toBeLessThan(maxConnections - superuserReserved);
  });
});
