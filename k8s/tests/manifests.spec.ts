/**
 * Renders each overlay with `kubectl kustomize` (as `kubectl apply -k` would) and checks what a
 * cluster would receive: every object valid against the Kubernetes API schemas, every container
 * locked down (non-root, read-only root filesystem, no capabilities, probes, requests and limits),
 * references that resolve, and no secret value anywhere.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

const K8S_DIR = path.resolve(__dirname, '..');
const KUBECTL = process.env.KUBECTL ?? 'kubectl';
const COMPONENTS = ['gateway', 'auth', 'content', 'recruitment', 'inquiries'];

interface Probe {
  httpGet?: { path?: string; port?: number | string };
}
interface Resources {
  requests?: { cpu?: string; memory?: string };
  limits?: { cpu?: string; memory?: string };
}
interface Container {
  name: string;
  image?: string;
  env?: { name: string; value?: string; valueFrom?: Record<string, { name?: string; key?: string }> }[];
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
    selector?: Record<string, string> & { matchLabels?: Record<string, string> };
    template?: { metadata?: { labels?: Record<string, string> }; spec: PodSpec };
    rules?: { http?: { paths: { backend: { service?: { name: string } } }[] } }[];
  };
}
interface SchemaResult {
  kind: string;
  name: string;
  error: string | null;
}

function render(overlay: string): KubeObject[] {
  const yamlText = execFileSync(KUBECTL, ['kustomize', path.join(K8S_DIR, 'overlays', overlay)], {
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

describe.each(['dev', 'prod'])('the %s overlay', (overlay) => {
  let objects: KubeObject[];
  let deployments: KubeObject[];

  beforeAll(() => {
    objects = render(overlay);
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

  it('gives every container health probes, requests and limits', () => {
    for (const deployment of deployments) {
      const healthPath = deployment.metadata.name === 'gateway' ? '/healthz' : '/health';
      for (const container of podSpec(deployment).containers) {
        expect(container.readinessProbe?.httpGet?.path).toBe(healthPath);
        expect(container.livenessProbe?.httpGet?.path).toBe(healthPath);
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

  it(`sets the simulated latency the ${overlay} environment wants`, () => {
    const expected = overlay === 'dev' ? ['500', '1000'] : ['0', '0'];
    expect([
      configValue(objects, 'services-config', 'LATENCY_READ_MS'),
      configValue(objects, 'services-config', 'LATENCY_WRITE_MS'),
    ]).toEqual(expected);
  });
});
