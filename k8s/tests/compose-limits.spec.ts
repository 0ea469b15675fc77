/**
 * docker-compose.yml gives every container the memory and CPU limits Kubernetes gives it, so a
 * problem that only shows under a limit (an out-of-memory kill, CPU throttling) shows on a laptop
 * too. Service-level keys only: docker-compose 1.29 ignores deploy.resources without --compatibility.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { COMPONENTS, K8S_DIR, bytes, ofKind, podSpec, render, type Resources } from './support';

interface ComposeService {
  mem_limit?: string;
  memswap_limit?: string;
  cpus?: number | string;
  pids_limit?: number;
  deploy?: { resources?: unknown };
}

const compose = parse(readFileSync(path.join(K8S_DIR, '..', 'docker-compose.yml'), 'utf8'), {
  merge: true,
}) as { services: Record<string, ComposeService> };

/** Cores of a Docker (`0.5`) or Kubernetes (`500m`, `'1'`) CPU quantity. */
function cores(quantity: string | number | undefined): number {
  const text = String(quantity);
  return text.endsWith('m') ? Number(text.slice(0, -1)) / 1000 : Number(text);
}

const composeLimits = (name: string) => {
  const service = compose.services[name];
  return { memory: bytes(service?.mem_limit), cpu: cores(service?.cpus) };
};
const kubeLimits = (resources: Resources | undefined) => ({
  memory: bytes(resources?.limits?.memory),
  cpu: cores(resources?.limits?.cpu),
});

describe('compose resource limits', () => {
  it('limits every container: memory (no swap beyond it), CPU and processes', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect({ name, swap: bytes(service.memswap_limit) }).toEqual({ name, swap: bytes(service.mem_limit) });
      expect(cores(service.cpus)).toBeGreaterThan(0);
      expect(service.pids_limit).toBeGreaterThan(0);
      // Ignored by docker-compose 1.29 unless run with --compatibility: the limits would vanish.
      expect({ name, deploy: service.deploy?.resources }).toEqual({ name, deploy: undefined });
    }
  });

  it('gives the gateway, the renderer and the four services the limits of their Deployments in k8s/base', () => {
    const deployments = ofKind(render('base'), 'Deployment');
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual([...COMPONENTS].sort());
    for (const deployment of deployments) {
      const name = deployment.metadata.name;
      const [container] = podSpec(deployment).containers;
      expect({ name, ...composeLimits(name) }).toEqual({ name, ...kubeLimits(container?.resources) });
    }
  });

  it('gives postgres the limits of the CloudNativePG cluster', () => {
    const cluster = parse(
      readFileSync(path.join(K8S_DIR, 'components/cloudnative-pg/cluster.yaml'), 'utf8'),
    ) as { spec: { resources: Resources } };
    expect(composeLimits('postgres')).toEqual(kubeLimits(cluster.spec.resources));
  });
});
