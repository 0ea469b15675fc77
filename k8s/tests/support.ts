/** What the Kubernetes tests share: rendering an overlay, validating it, and finding objects in it. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

export const K8S_DIR = path.resolve(__dirname, '..');
export const KUBECTL = process.env.KUBECTL ?? 'kubectl';
export const COMPONENTS = ['gateway', 'renderer', 'auth', 'content', 'recruitment', 'inquiries'];
/** The components whose probes both ask `/healthz`: no data store of their own to be ready with. */
export const PROCESS_PROBED = ['gateway', 'renderer'];
export const SERVICES = ['auth', 'content', 'recruitment', 'inquiries'];
/** The services with a PostgreSQL store: all four, each in its own schema. */
export const DATABASE_SERVICES = ['auth', 'content', 'recruitment', 'inquiries'];

export interface Probe {
  httpGet?: { path?: string; port?: number | string };
}
export interface Resources {
  requests?: { cpu?: string; memory?: string };
  limits?: { cpu?: string; memory?: string };
}
export interface SecretKeyRef {
  name?: string;
  key?: string;
  optional?: boolean;
}
export interface Container {
  name: string;
  image?: string;
  ports?: { name?: string; containerPort: number }[];
  env?: { name: string; value?: string; valueFrom?: Record<string, SecretKeyRef> }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  lifecycle?: { preStop?: { exec?: { command: string[] }; sleep?: { seconds: number } } };
  resources?: Resources;
  securityContext?: {
    runAsNonRoot?: boolean;
    readOnlyRootFilesystem?: boolean;
    allowPrivilegeEscalation?: boolean;
    capabilities?: { drop?: string[]; add?: string[] };
  };
  volumeMounts?: { name: string; mountPath: string; readOnly?: boolean }[];
}
export interface TopologySpreadConstraint {
  maxSkew: number;
  topologyKey: string;
  whenUnsatisfiable: string;
  labelSelector?: { matchLabels?: Record<string, string> };
  matchLabelKeys?: string[];
}
export interface PodSpec {
  securityContext?: {
    runAsNonRoot?: boolean;
    runAsUser?: number;
    seccompProfile?: { type?: string };
    sysctls?: { name: string; value: string }[];
    fsGroup?: number;
  };
  terminationGracePeriodSeconds?: number;
  topologySpreadConstraints?: TopologySpreadConstraint[];
  containers: Container[];
  volumes?: {
    name: string;
    emptyDir?: { sizeLimit?: string; medium?: string };
    secret?: { secretName: string; optional?: boolean; items?: { key: string; path: string }[] };
  }[];
}
export interface KubeObject {
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
    rules?: { host?: string; http?: { paths: { backend: { service?: { name: string } } }[] } }[];
    tls?: { hosts?: string[]; secretName?: string }[];
    // Service
    ports?: { name?: string; port: number }[];
    // PodDisruptionBudget
    minAvailable?: number | string;
    maxUnavailable?: number | string;
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
export interface SchemaResult {
  kind: string;
  name: string;
  error: string | null;
}

/** `dir` relative to k8s/, e.g. `overlays/prod`. */
export function render(dir: string): KubeObject[] {
  const yamlText = execFileSync(KUBECTL, ['kustomize', path.join(K8S_DIR, dir)], {
    encoding: 'utf8',
  });
  return parseAllDocuments(yamlText)
    .map((doc) => doc.toJSON() as KubeObject | null)
    .filter((object): object is KubeObject => object !== null);
}

/** Schema validation with kubernetes-models, in a plain Node process (see validate-schemas.mts). */
export function validateSchemas(objects: KubeObject[]): SchemaResult[] {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'validate-schemas.mts')], {
    input: JSON.stringify(objects),
    encoding: 'utf8',
  });
  return JSON.parse(output) as SchemaResult[];
}

const UNITS: Record<string, number> = {
  k: 2 ** 10,
  m: 2 ** 20,
  g: 2 ** 30,
  Ki: 2 ** 10,
  Mi: 2 ** 20,
  Gi: 2 ** 30,
};

/** Bytes of a Docker or nginx (`256m`) or Kubernetes (`256Mi`) memory quantity. */
export function bytes(quantity: string | undefined): number {
  const match = /^(\d+)([kmg]|[KMG]i)?b?$/.exec(quantity ?? '');
  if (!match) throw new Error(`not a memory quantity: ${quantity}`);
  return Number(match[1]) * (match[2] ? (UNITS[match[2]] ?? Number.NaN) : 1);
}

export const ofKind = (objects: KubeObject[], kind: string) => objects.filter((o) => o.kind === kind);

export function podSpec(deployment: KubeObject): PodSpec {
  const spec = deployment.spec?.template?.spec;
  if (!spec) throw new Error(`${deployment.metadata.name} has no pod template`);
  return spec;
}

export function configValue(objects: KubeObject[], prefix: string, key: string): string | undefined {
  const map = ofKind(objects, 'ConfigMap').find((c) => c.metadata.name.startsWith(`${prefix}-`));
  return map?.data?.[key];
}

export function named(objects: KubeObject[], kind: string, name: string): KubeObject {
  const found = ofKind(objects, kind).find((o) => o.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name} rendered`);
  return found;
}

/** The hosts the overlay serves (an Ingress's rules or the HTTPRoutes'), and those served over TLS. */
export function servedHosts(objects: KubeObject[]): { hosts: string[]; tls: string[] } {
  const ingresses = ofKind(objects, 'Ingress');
  const routes = ofKind(objects, 'HTTPRoute') as unknown as {
    spec: { hostnames?: string[]; parentRefs?: { name: string; sectionName?: string }[] };
  }[];
  const gateways = ofKind(objects, 'Gateway') as unknown as {
    metadata: { name: string };
    spec: { listeners: { name: string; protocol: string }[] };
  }[];
  const overHttps = (ref: { name: string; sectionName?: string }) =>
    gateways
      .find((g) => g.metadata.name === ref.name)
      ?.spec.listeners.some((l) => l.protocol === 'HTTPS' && (ref.sectionName ?? l.name) === l.name) ?? false;
  const unique = (hosts: string[]) => [...new Set(hosts)];
  return {
    hosts: unique([
      ...ingresses.flatMap((i) => (i.spec?.rules ?? []).map((r) => r.host ?? '')),
      ...routes.flatMap((r) => r.spec.hostnames ?? []),
    ]),
    tls: unique([
      ...ingresses.flatMap((i) => (i.spec?.tls ?? []).flatMap((t) => t.hosts ?? [])),
      ...routes
        .filter((r) => (r.spec.parentRefs ?? []).some(overHttps))
        .flatMap((r) => r.spec.hostnames ?? []),
    ]),
  };
}

/** The secretKeyRef an environment variable of a Deployment's (only) container comes from. */
export function secretRef(deployment: KubeObject, variable: string): SecretKeyRef | undefined {
  const entry = podSpec(deployment).containers[0]?.env?.find((e) => e.name === variable);
  expect(entry?.value).toBeUndefined();
  return entry?.valueFrom?.secretKeyRef;
}
