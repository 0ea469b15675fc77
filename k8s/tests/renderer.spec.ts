/**
 * The server renderer of the public pages (docs/decisions/0002) in each overlay: reachable from the gateway
 * alone, able to read content and recruitment, its URLs built from the overlay's public host, no Secret; and
 * room on the gateway for the pages it keeps as last good copies.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COMPONENTS, K8S_DIR, bytes, named, ofKind, podSpec, render, type KubeObject } from './support';

type Labels = Record<string, string>;
interface Selector {
  matchLabels?: Labels;
  matchExpressions?: unknown[];
}
interface Peer {
  podSelector?: Selector;
  namespaceSelector?: Selector;
  ipBlock?: unknown;
}
interface NetworkPolicy {
  metadata: { name: string };
  spec: {
    podSelector: Selector;
    policyTypes?: string[];
    ingress?: { from?: Peer[]; ports?: { port?: number | string; protocol?: string }[] }[];
  };
}

const RENDERER_PORT = 3005;

/** Whether a label selector picks pods with these labels (matchLabels only: the manifests use no more). */
function selects(selector: Selector, labels: Labels): boolean {
  if (selector.matchExpressions?.length) throw new Error('matchExpressions: teach this test to read them');
  return Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
}

const podLabels = (objects: KubeObject[], name: string): Labels =>
  named(objects, 'Deployment', name).spec?.template?.metadata?.labels ?? {};

/**
 * The ports on which a pod of this namespace with `fromLabels` may open connections to pods with
 * `toLabels` under the namespace's ingress policies: 'any' when no policy isolates the target or a
 * rule admits the source on every port.
 */
function allowedPorts(policies: NetworkPolicy[], fromLabels: Labels, toLabels: Labels): 'any' | number[] {
  const isolating = policies.filter(
    (p) => (p.spec.policyTypes ?? ['Ingress']).includes('Ingress') && selects(p.spec.podSelector, toLabels),
  );
  if (isolating.length === 0) return 'any';
  const ports = new Set<number>();
  for (const rule of isolating.flatMap((p) => p.spec.ingress ?? [])) {
    // A peer naming namespaces or addresses admits pods elsewhere; counted as admitting this one too.
    const admits =
      rule.from === undefined ||
      rule.from.some(
        (peer) => peer.namespaceSelector || peer.ipBlock || selects(peer.podSelector ?? {}, fromLabels),
      );
    if (!admits) continue;
    if (!rule.ports?.length) return 'any';
    for (const { port, protocol } of rule.ports) {
      if (typeof port !== 'number' || (protocol ?? 'TCP') !== 'TCP')
        throw new Error(`unexpected port ${port}`);
      ports.add(port);
    }
  }
  return [...ports].sort((a, b) => a - b);
}

describe.each(['dev', 'prod'])('the renderer in the %s overlay', (overlay) => {
  let objects: KubeObject[];
  let policies: NetworkPolicy[];

  beforeAll(() => {
    objects = render(`overlays/${overlay}`);
    policies = ofKind(objects, 'NetworkPolicy') as unknown as NetworkPolicy[];
  });

  const rendererContainer = () => podSpec(named(objects, 'Deployment', 'renderer')).containers[0];
  const config = (key: string) =>
    ofKind(objects, 'ConfigMap').find((c) => c.metadata.name.startsWith('renderer-config-'))?.data?.[key];

  it('accepts connections from the gateway alone, on its port', () => {
    const renderer = podLabels(objects, 'renderer');
    const reach = Object.fromEntries(
      COMPONENTS.filter((name) => name !== 'renderer').map((name) => [
        name,
        allowedPorts(policies, podLabels(objects, name), renderer),
      ]),
    );
    expect(reach).toEqual(
      Object.fromEntries(Object.keys(reach).map((name) => [name, name === 'gateway' ? [RENDERER_PORT] : []])),
    );
    // A pod of the namespace that is not the application's (a debugging shell) is refused too.
    expect(allowedPorts(policies, { run: 'shell' }, renderer)).toEqual([]);
    expect(rendererContainer()?.ports).toEqual([{ name: 'http', containerPort: RENDERER_PORT }]);
  });

  it('may read content and recruitment: their policies admit it and nothing restricts egress', () => {
    const renderer = podLabels(objects, 'renderer');
    for (const [name, port] of [
      ['content', 3002],
      ['recruitment', 3003],
    ] as const) {
      const ports = allowedPorts(policies, renderer, podLabels(objects, name));
      expect({ name, admitted: ports === 'any' || ports.includes(port) }).toEqual({ name, admitted: true });
    }
    // An egress policy would also have to allow the renderer → content, recruitment and DNS.
    expect(
      policies.filter((p) => p.spec.policyTypes?.includes('Egress')).map((p) => p.metadata.name),
    ).toEqual([]);
  });

  it('reads content and recruitment through their Services', () => {
    for (const [key, name] of [
      ['CONTENT_URL', 'content'],
      ['RECRUITMENT_URL', 'recruitment'],
    ] as const) {
      const url = new URL(config(key) ?? 'invalid:');
      const service = named(objects, 'Service', name);
      expect({ key, host: url.hostname, port: Number(url.port), path: url.pathname }).toEqual({
        key,
        host: name,
        port: service.spec?.ports?.[0]?.port,
        path: '/',
      });
    }
  });

  it("writes its links with the Ingress's host, over HTTPS where the Ingress terminates TLS", () => {
    const ingress = named(objects, 'Ingress', 'gateway');
    const origin = new URL(config('PUBLIC_ORIGIN') ?? 'invalid:');
    const tlsHosts = (ingress.spec?.tls ?? []).flatMap((t) => t.hosts ?? []);
    expect(`${origin.protocol}//${origin.host}`).toBe(config('PUBLIC_ORIGIN'));
    expect((ingress.spec?.rules ?? []).map((r) => r.host)).toContain(origin.hostname);
    expect(origin.protocol).toBe(tlsHosts.includes(origin.hostname) ? 'https:' : 'http:');
    expect(origin.hostname).toBe(overlay === 'prod' ? 'madar.ly' : 'madar.localhost');
  });

  it('reads no Secret (it renders only public data)', () => {
    const container = rendererContainer();
    expect((container?.env ?? []).filter((e) => e.valueFrom)).toEqual([]);
    expect((container?.envFrom ?? []).filter((e) => e.secretRef)).toEqual([]);
  });

  it("gives the gateway's cache directories room for the caches its template declares", () => {
    const template = readFileSync(
      path.join(K8S_DIR, '..', 'gateway/templates/default.conf.template'),
      'utf8',
    );
    const gateway = podSpec(named(objects, 'Deployment', 'gateway'));
    const mounts = gateway.containers[0]?.volumeMounts ?? [];
    const declared = new Map<string, number>();
    for (const [, dir, size] of template.matchAll(/proxy_cache_path\s+(\S+)[^;]*\bmax_size=(\w+)/g)) {
      const mount = mounts.find((m) => `${dir}/`.startsWith(`${m.mountPath}/`));
      expect({ dir, mounted: mount !== undefined }).toEqual({ dir, mounted: true });
      if (mount) declared.set(mount.name, (declared.get(mount.name) ?? 0) + bytes(size));
    }
    expect(declared.size).toBeGreaterThan(0);
    for (const [volume, cached] of declared) {
      const limit = gateway.volumes?.find((v) => v.name === volume)?.emptyDir?.sizeLimit;
      // nginx trims a cache only after it grows past max_size; the kubelet evicts past sizeLimit.
      expect({ volume, room: bytes(limit) >= cached * 1.5 }).toEqual({ volume, room: true });
    }
  });
});
