/**
 * Validates Kubernetes objects against the API's OpenAPI schemas with kubernetes-models, and custom
 * resources without such a package against their CRDs' schemas (crd-schemas/): reads a JSON array of
 * objects on stdin, prints a JSON array with one `{ kind, name, error }` per object (`error` null when
 * the object is valid).
 *
 * A separate Node process because kubernetes-models is published as ES modules only (its package
 * exports name no `require` entry), which Jest's CommonJS runtime cannot load; Node runs this file
 * directly (type stripping), so it keeps to erasable TypeScript.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { formats } from '@kubernetes-models/validate';
import { Deployment } from 'kubernetes-models/apps/v1';
import { Job } from 'kubernetes-models/batch/v1';
import { Namespace, Service, ConfigMap, Secret } from 'kubernetes-models/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Gateway, HTTPRoute } from '@kubernetes-models/gateway-api/gateway.networking.k8s.io/v1';
import { Certificate, Issuer } from '@kubernetes-models/cert-manager/cert-manager.io/v1';
import { ExternalSecret, SecretStore } from '@kubernetes-models/external-secrets/external-secrets.io/v1';
import {
  PodMonitor,
  PrometheusRule,
  ServiceMonitor,
} from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1';

interface Validatable {
  validate(): void;
}
type ModelClass = new (data: never) => Validatable;

/**
 * Every kind the manifests may contain; any other kind is reported as an error. The custom resources
 * are validated against their projects' CRD schemas, bundled by the @kubernetes-models packages (the
 * Gateway API, cert-manager, External Secrets, the Prometheus Operator); CloudNativePG's kinds and the
 * Barman Cloud plugin's ObjectStore have no such package: crdValidator below covers them.
 */
const MODELS: Readonly<Record<string, ModelClass>> = {
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'v1/Namespace': Namespace,
  'v1/Service': Service,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'gateway.networking.k8s.io/v1/Gateway': Gateway,
  'gateway.networking.k8s.io/v1/HTTPRoute': HTTPRoute,
  'cert-manager.io/v1/Issuer': Issuer,
  'cert-manager.io/v1/Certificate': Certificate,
  'external-secrets.io/v1/SecretStore': SecretStore,
  'external-secrets.io/v1/ExternalSecret': ExternalSecret,
  'monitoring.coreos.com/v1/PodMonitor': PodMonitor,
  'monitoring.coreos.com/v1/ServiceMonitor': ServiceMonitor,
  'monitoring.coreos.com/v1/PrometheusRule': PrometheusRule,
};

type Schema = { [key: string]: unknown };
interface AjvError {
  instancePath: string;
  message?: string;
  params?: { additionalProperty?: string };
}
interface ValidateFunction {
  (data: unknown): boolean;
  errors?: AjvError[] | null;
}
interface AjvInstance {
  addFormat(name: string, format: unknown): AjvInstance;
  compile(schema: Schema): ValidateFunction;
}
type AjvClass = new (options: object) => AjvInstance;

/**
 * The API server prunes, and `kubectl apply` refuses, a field its CRD's structural schema does not
 * declare: an object schema that lists properties is closed unless it says it keeps unknown fields, so
 * a misspelt field, or one a newer CRD removed, fails here too. The
 * schemas' CEL rules (`x-kubernetes-validations`) run in the API server only and are not checked.
 */
function closed(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closed);
  if (node === null || typeof node !== 'object') return node;
  const schema: Schema = Object.fromEntries<unknown>(
    Object.entries(node).map(([key, value]) => [key, closed(value)]),
  );
  const open = schema['x-kubernetes-preserve-unknown-fields'] === true || 'additionalProperties' in schema;
  if (schema.type === 'object' && schema.properties && !open) schema.additionalProperties = false;
  return schema;
}

/**
 * The CRD schemas written by crd-schemas/update.mts, by `apiVersion/kind`, each compiled when an object
 * of its kind first needs it (the Cluster's and the Pooler's take seconds: every other test's run
 * skips them), with ajv 8 and kubernetes-models' own formats (quantity, int32, date-time...): the
 * validator the packages above are built on, loaded from @kubernetes-models/validate, which depends on
 * it (the top-level `ajv` is ESLint's version 6). Unoptimised code: compiled in a third of the time,
 * for a few objects validated once.
 */
const CRD_DIR = path.join(import.meta.dirname, 'crd-schemas');
const CRD_SCHEMAS = new Map<string, Schema>(
  readdirSync(CRD_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const entry = JSON.parse(readFileSync(path.join(CRD_DIR, name), 'utf8')) as {
        apiVersion: string;
        kind: string;
        schema: Schema;
      };
      return [`${entry.apiVersion}/${entry.kind}`, entry.schema] as const;
    }),
);
let ajv: AjvInstance | undefined;
const compiled = new Map<string, ValidateFunction>();

function crdValidator(key: string): ((object: unknown) => void) | undefined {
  const schema = CRD_SCHEMAS.get(key);
  if (!schema) return undefined;
  if (!ajv) {
    const requireAjv = createRequire(import.meta.resolve('@kubernetes-models/validate'));
    const ajvModule = requireAjv('ajv') as { default: AjvClass };
    ajv = new ajvModule.default({ strict: false, allErrors: true, code: { optimize: false } });
    for (const [name, format] of Object.entries(formats)) ajv.addFormat(name, format);
  }
  const validate = compiled.get(key) ?? ajv.compile(closed(schema) as Schema);
  compiled.set(key, validate);
  return (object) => {
    if (validate(object)) return;
    const errors = (validate.errors ?? []).map((e) =>
      e.params?.additionalProperty
        ? `data${e.instancePath} has an unknown field ${e.params.additionalProperty}`
        : `data${e.instancePath} ${e.message ?? 'is invalid'}`,
    );
    throw new Error(errors.join(', '));
  };
}

export interface SchemaResult {
  kind: string;
  name: string;
  error: string | null;
}

interface KubeObject {
  apiVersion?: unknown;
  kind?: unknown;
  metadata?: { name?: unknown };
}

function validateObject(object: KubeObject): SchemaResult {
  const kind = String(object.kind);
  const name = String(object.metadata?.name);
  const key = `${String(object.apiVersion)}/${kind}`;
  const Model = MODELS[key];
  const validateCrd = crdValidator(key);
  if (validateCrd) {
    try {
      validateCrd(object);
      return { kind, name, error: null };
    } catch (error) {
      return { kind, name, error: error instanceof Error ? error.message : String(error) };
    }
  }
  if (!Model) return { kind, name, error: `no schema known for ${String(object.apiVersion)} ${kind}` };
  try {
    new Model(object as never).validate();
    return { kind, name, error: null };
  } catch (error) {
    return { kind, name, error: error instanceof Error ? error.message : String(error) };
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const objects = JSON.parse(await readStdin()) as KubeObject[];
process.stdout.write(JSON.stringify(objects.map(validateObject)));
