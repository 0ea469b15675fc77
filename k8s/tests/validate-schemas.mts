/**
 * Validates Kubernetes objects against the API's OpenAPI schemas with kubernetes-models: reads a JSON
 * array of objects on stdin, prints a JSON array with one `{ kind, name, error }` per object
 * (`error` null when the object is valid).
 *
 * A separate Node process because kubernetes-models is published as ES modules only (its package
 * exports name no `require` entry), which Jest's CommonJS runtime cannot load; Node runs this file
 * directly (type stripping), so it keeps to erasable TypeScript.
 */
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
 * Gateway API, cert-manager, External Secrets, the Prometheus Operator); CloudNativePG's Cluster and ScheduledBackup have no
 * such package, so cloudnative-pg.spec.ts checks their fields itself.
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
  const Model = MODELS[`${String(object.apiVersion)}/${kind}`];
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
