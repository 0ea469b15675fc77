/**
 * Renders each overlay with `kubectl kustomize` (as `kubectl apply -k` would) and checks what a
 * cluster would receive: every object valid against the Kubernetes API schemas, every container
 * locked down (non-root, read-only root filesystem, no capabilities, probes, requests and limits),
 * references that resolve, no secret value anywhere, and the data wiring: readiness on
 * `/health/ready`, DATABASE_URL and REDIS_URL from operator-created Secrets, no data on the pods,
 * and in prod two or more replicas with a PodDisruptionBudget and an autoscaler each. Then the prod
 * overlay with the CloudNativePG component (`tests/prod-cloudnative-pg`).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

const K8S_DIR = path.resolve(__dirname, '..');
const KUBECTL = process.env.KUBECTL ?? 'kubectl';
const COMPONENTS = ['gateway', 'auth', 'content', 'recruitment', 'inquiries'];
const SERVICES = ['auth', 'content', 'recruitment', 'inquiries'];
/** The services with a PostgreSQL store (auth shares only Redis for now). */
const DATABASE_SERVICES = ['content', 'recruitment', 'inquiries'];

interface Probe {
  httpGet?: { path?: string; port?: number | string };
}
interface Resources {
  requests?: { cpu?: string; memory?: string };
  limits?: { cpu?: string; memory?: string };
}
interface SecretKeyRef {
  name?: string;
  key?: string;
  optional?: boolean;
}
interface Container {
  name: string;
  image?: string;
  env?: { name: string; value?: string; valueFrom?: Record<string, SecretKeyRef> }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  resources?: Resources;
  securityContext?: {
    runAsNonRoot?: boolean;
    readOnlyRootFilesystem?: boolean;
    allowPrivilegeEscalation?: boolean;
    capabilities?: { drop?: string[]; add?: string[] };
  };
  volumeMounts?: { name: string; mountPath: string }[];
}
interface PodSpec {
  securityContext?: {
    runAsNonRoot?: boolean;
    runAsUser?: number;
    seccompProfile?: { type?: string };
    sysctls?: { name: string; value: string }[];
  };
  containers: Container[];
  volumes?: { name: string; emptyDir?: object }[];
}
interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  spec?: {
    replicas?: number;
    strategy?: object;
    selector?: Record<string, string> & { matchLabels?: Record<string, string> };
    template?: { metadata?: { labels?: Record<string, string> }; spec: PodSpec };
    rules?: { http?: { paths: { backend: { service?: { name: string } } }[] } }[];
    // PodDisruptionBudget
    minAvailable?: number | string;
    // HorizontalPodAutoscaler
    scaleTargetRef?: { apiVersion: string; kind: string; name: string };
    minReplicas?: number;
    maxReplicas?: number;
    metrics?: object[];
    // CloudNativePG Cluster and ScheduledBackup (custom resources: see validate-schemas.mts)
    instances?: number;
    postgresql?: { parameters?: Record<string, string> };
    cluster?: { name: string };
    schedule?: string;
  };
}
interface SchemaResult {
  kind: string;
  name: string;
  error: string | null;
}

/** `dir` relative to k8s/, e.g. `overlays/prod`. */
function render(dir: string): KubeObject[] {
  const yamlText = execFileSync(KUBECTL, ['kustomize', path.join(K8S_DIR, dir)], {
    encoding: 'utf8',
  });
  return parseAllDocuments(yamlText)
    .map((doc) => doc.toJSON() as KubeObject | null)
    .filter((object): object is KubeObject => object !== null);
}

/** Schema validation with kubernetes-models, in a plain Node process (see validate-schemas.mts). */
function validateSchemas(objects: KubeObject[]): SchemaResult[] {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'validate-schemas.mts')], {
    input: JSON.stringify(objects),
    encoding: 'utf8',
  });
  return JSON.parse(output) as SchemaResult[];
}

const ofKind = (objects: KubeObject[], kind: string) => objects.filter((o) => o.kind === kind);

function podSpec(deployment: KubeObject): PodSpec {
  const spec = deployment.spec?.template?.spec;
  if (!spec) throw new Error(`${deployment.metadata.name} has no pod template`);
  return spec;
}

function configValue(objects: KubeObject[], prefix: string, key: string): string | undefined {
  const map = ofKind(objects, 'ConfigMap').find((c) => c.metadata.name.startsWith(`${prefix}-`));
  return map?.data?.[key];
}

function named(objects: KubeObject[], kind: string, name: string): KubeObject {
  const found = ofKind(objects, kind).find((o) => o.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name} rendered`);
  return found;
}

/** The secretKeyRef an environment variable of a Deployment's (only) container comes from. */
function secretRef(deployment: KubeObject, variable: string): SecretKeyRef | undefined {
  const entry = podSpec(deployment).containers[0]?.env?.find((e) => e.name === variable);
  expect(entry?.value).toBeUndefined();
  return entry?.valueFrom?.secretKeyRef;
}

describe.each(['dev', 'prod'])('the %s overlay', (overlay) => {
  let objects: KubeObject[];
  let deployments: KubeObject[];

  beforeAll(() => {
    objects = render(`overlays/${overlay}`);
    deployments = ofKind(objects, 'Deployment');
  });

  it('renders without any git-ignored secret file', () => {
    expect(objects.length).toBeGreaterThan(0);
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual([...COMPONENTS].sort());
  });

  it('renders only objects valid against the Kubernetes schemas', () => {
    const results = validateSchemas(objects);
    expect(results).toHaveLength(objects.length);
    expect(results.filter((r) => r.error !== null)).toEqual([]);
  });

  it('puts everything in the overlay namespace', () => {
    const namespace = `madar-${overlay}`;
    expect(ofKind(objects, 'Namespace').map((n) => n.metadata.name)).toEqual([namespace]);
    for (const object of objects.filter((o) => o.kind !== 'Namespace')) {
      expect({ object: object.metadata.name, namespace: object.metadata.namespace }).toEqual({
        object: object.metadata.name,
        namespace,
      });
    }
  });

  it('renders no Secret: secret values never live in the repository', () => {
    expect(ofKind(objects, 'Secret')).toEqual([]);
    for (const object of objects) {
      expect(object.data && object.kind !== 'ConfigMap').toBeFalsy();
      expect(object.stringData).toBeUndefined();
    }
  });

  it('runs every pod as a non-root user with the runtime default seccomp profile', () => {
    for (const deployment of deployments) {
      const pod = podSpec(deployment).securityContext;
      expect({ name: deployment.metadata.name, ...pod }).toMatchObject({
        name: deployment.metadata.name,
        runAsNonRoot: true,
        runAsUser: deployment.metadata.name === 'gateway' ? 101 : 1000,
        seccompProfile: { type: 'RuntimeDefault' },
      });
    }
  });

  it('locks every container down: read-only root, no escalation, no capabilities', () => {
    for (const container of deployments.flatMap((d) => podSpec(d).containers)) {
      expect({ name: container.name, ...container.securityContext }).toEqual({
        name: container.name,
        runAsNonRoot: true,
        readOnlyRootFilesystem: true,
        allowPrivilegeEscalation: false,
        capabilities: { drop: ['ALL'] },
      });
    }
  });

  it('mounts an emptyDir wherever a container writes', () => {
    for (const deployment of deployments) {
      const spec = podSpec(deployment);
      const emptyDirs = new Set((spec.volumes ?? []).filter((v) => v.emptyDir).map((v) => v.name));
      for (const container of spec.containers) {
        const mounts = container.volumeMounts ?? [];
        expect(mounts.map((m) => m.mountPath)).toContain('/tmp');
        for (const mount of mounts) expect(emptyDirs).toContain(mount.name);
      }
    }
  });

  it('keeps no data on the pods: no resume volume, no RESUME_DIR, only the scratch /tmp', () => {
    for (const deployment of deployments.filter((d) => d.metadata.name !== 'gateway')) {
      const spec = podSpec(deployment);
      expect((spec.volumes ?? []).map((v) => v.name)).toEqual(['tmp']);
      for (const container of spec.containers) {
        expect((container.volumeMounts ?? []).map((m) => m.mountPath)).toEqual(['/tmp']);
        expect((container.env ?? []).map((e) => e.name)).not.toContain('RESUME_DIR');
      }
    }
  });

  it('gives every container health probes (readiness with the data stores), requests and limits', () => {
    for (const deployment of deployments) {
      const gateway = deployment.metadata.name === 'gateway';
      for (const container of podSpec(deployment).containers) {
        // A database outage takes a service out of rotation (readiness) but never restarts it (liveness).
        expect(container.readinessProbe?.httpGet?.path).toBe(gateway ? '/healthz' : '/health/ready');
        expect(container.livenessProbe?.httpGet?.path).toBe(gateway ? '/healthz' : '/health');
        for (const side of ['requests', 'limits'] as const) {
          expect(container.resources?.[side]).toEqual({
            cpu: expect.any(String),
            memory: expect.any(String),
          });
        }
      }
    }
  });

  it('pins every image to a tag', () => {
    for (const container of deployments.flatMap((d) => podSpec(d).containers)) {
      expect(container.image).toMatch(/^[\w./-]+\/madar\/[a-z]+:[\w.-]+$|^madar\/[a-z]+:[\w.-]+$/);
      expect(container.image).not.toMatch(/:latest$/);
    }
  });

  it('lets the gateway bind port 80 through the safe sysctl, not a capability', () => {
    const gateway = deployments.find((d) => d.metadata.name === 'gateway');
    expect(gateway && podSpec(gateway).securityContext?.sysctls).toEqual([
      { name: 'net.ipv4.ip_unprivileged_port_start', value: '0' },
    ]);
  });

  it('resolves every ConfigMap reference to a rendered ConfigMap', () => {
    const configMaps = new Set(ofKind(objects, 'ConfigMap').map((c) => c.metadata.name));
    for (const container of deployments.flatMap((d) => podSpec(d).containers)) {
      for (const source of container.envFrom ?? []) {
        if (source.configMapRef) expect(configMaps).toContain(source.configMapRef.name);
      }
    }
  });

  it('takes the admin credentials from the operator-created Secret auth-secrets', () => {
    const auth = deployments.find((d) => d.metadata.name === 'auth');
    const env = auth ? (podSpec(auth).containers[0]?.env ?? []) : [];
    for (const name of ['ADMIN_PASSWORD_HASH', 'AUTH_PRIVATE_KEY']) {
      const variable = env.find((e) => e.name === name);
      expect(variable?.value).toBeUndefined();
      expect(variable?.valueFrom?.secretKeyRef).toMatchObject({ name: 'auth-secrets', key: name });
    }
  });

  it(`takes DATABASE_URL and REDIS_URL from the operator-created Secrets, ${overlay === 'dev' ? 'optional (memory mode without them)' : 'required'}`, () => {
    const optional = overlay === 'dev';
    for (const name of SERVICES) {
      const deployment = named(objects, 'Deployment', name);
      expect(secretRef(deployment, 'REDIS_URL')).toEqual({
        name: 'redis-secrets',
        key: 'REDIS_URL',
        optional,
      });
      expect(secretRef(deployment, 'DATABASE_URL')).toEqual(
        DATABASE_SERVICES.includes(name)
          ? { name: 'database-secrets', key: 'DATABASE_URL', optional }
          : undefined,
      );
    }
  });

  it('configures the data settings every service reads', () => {
    expect({
      DATABASE_POOL_MAX: configValue(objects, 'services-config', 'DATABASE_POOL_MAX'),
      MEMORY_STORE_MAX_MB: configValue(objects, 'services-config', 'MEMORY_STORE_MAX_MB'),
      SEED_DEMO_DATA: configValue(objects, 'services-config', 'SEED_DEMO_DATA'),
    }).toEqual({
      DATABASE_POOL_MAX: '4',
      MEMORY_STORE_MAX_MB: '32',
      SEED_DEMO_DATA: overlay === 'dev' ? 'true' : 'false',
    });
  });

  if (overlay === 'dev') {
    it('runs one replica of each component, without disruption budgets or autoscalers', () => {
      expect(deployments.map((d) => [d.metadata.name, d.spec?.replicas])).toEqual(
        deployments.map((d) => [d.metadata.name, 1]),
      );
      expect(ofKind(objects, 'PodDisruptionBudget')).toEqual([]);
      expect(ofKind(objects, 'HorizontalPodAutoscaler')).toEqual([]);
    });
  } else {
    it('runs every component on two or more replicas', () => {
      const fewer = deployments.filter((d) => (d.spec?.replicas ?? 1) < 2).map((d) => d.metadata.name);
      expect(fewer).toEqual([]);
    });

    it('keeps one pod of every component through voluntary disruptions (a PodDisruptionBudget each)', () => {
      const budgets = ofKind(objects, 'PodDisruptionBudget');
      expect(budgets.map((b) => b.metadata.name).sort()).toEqual([...COMPONENTS].sort());
      for (const budget of budgets) {
        const deployment = named(objects, 'Deployment', budget.metadata.name);
        expect(budget.spec?.minAvailable).toBe(1);
        expect(budget.spec?.selector?.matchLabels).toBeDefined();
        expect(deployment.spec?.template?.metadata?.labels).toMatchObject(
          budget.spec?.selector?.matchLabels ?? {},
        );
      }
    });

    it('autoscales every service on CPU between 2 and 4 replicas', () => {
      const autoscalers = ofKind(objects, 'HorizontalPodAutoscaler');
      expect(autoscalers.map((h) => h.metadata.name).sort()).toEqual([...SERVICES].sort());
      for (const autoscaler of autoscalers) {
        const deployment = named(objects, 'Deployment', autoscaler.metadata.name);
        expect(autoscaler.apiVersion).toBe('autoscaling/v2');
        expect(autoscaler.spec).toEqual({
          scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: deployment.metadata.name },
          minReplicas: 2,
          maxReplicas: 4,
          metrics: [
            {
              type: 'Resource',
              resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } },
            },
          ],
        });
        // Utilization is a share of the request: without one the autoscaler cannot act.
        expect(podSpec(deployment).containers[0]?.resources?.requests?.cpu).toBeDefined();
        expect(deployment.spec?.replicas).toBeGreaterThanOrEqual(autoscaler.spec?.minReplicas ?? Infinity);
      }
    });
  }

  it('selects each component with its Service and exposes only the gateway through the Ingress', () => {
    for (const service of ofKind(objects, 'Service')) {
      const target = deployments.find((d) => d.metadata.name === service.metadata.name);
      expect(target?.spec?.template?.metadata?.labels).toMatchObject(
        service.spec?.selector ?? { none: true },
      );
    }
    const backends = ofKind(objects, 'Ingress').flatMap((i) =>
      (i.spec?.rules ?? []).flatMap((r) => (r.http?.paths ?? []).map((p) => p.backend.service?.name)),
    );
    expect(new Set(backends)).toEqual(new Set(['gateway']));
  });

  it(`${overlay === 'prod' ? 'sends' : 'does not send'} HSTS (prod is served over HTTPS by the ingress)`, () => {
    const hsts = configValue(objects, 'gateway-config', 'GATEWAY_HSTS');
    if (overlay === 'prod') expect(hsts).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
    else expect(hsts).toBe('');
  });

  it('points the gateway at the services by fully qualified names (nginx resolves them itself)', () => {
    const gateway = named(objects, 'Deployment', 'gateway');
    const env = Object.fromEntries(
      (gateway.spec?.template?.spec?.containers?.[0]?.env ?? []).map((e) => [e.name, e.value]),
    );
    for (const [name, port] of [
      ['AUTH', 3001],
      ['CONTENT', 3002],
      ['RECRUITMENT', 3003],
      ['INQUIRIES', 3004],
    ] as const) {
      expect(env[`${name}_UPSTREAM`]).toBe(
        `${name.toLowerCase()}.$(POD_NAMESPACE).svc.cluster.local:${port}`,
      );
    }
  });

  it(`sets the simulated latency the ${overlay} environment wants`, () => {
    const expected = overlay === 'dev' ? ['500', '1000'] : ['0', '0'];
    expect([
      configValue(objects, 'services-config', 'LATENCY_READ_MS'),
      configValue(objects, 'services-config', 'LATENCY_WRITE_MS'),
    ]).toEqual(expected);
  });
});

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
    // Counted for all four services (auth may get a schema of its own), whether they use it or not.
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
