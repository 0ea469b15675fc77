/**
 * The server renderer of the public pages (docs/decisions/0002) in each overlay: reachable from the gateway
 * alone, able to read content and recruitment, its URLs built from the overlay's public host, no Secret; and
 * room on the gateway for the pages it keeps as last good copies.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  COMPONENTS,
  K8S_DIR,
  bytes,
  named,
  ofKind,
  podSpec,
  render,
  servedHosts,
  type KubeObject,
} from './support';
import { Network } from './network';

const RENDERER_PORT = 3005;

describe.each([
  ['dev', 'overlays/dev'],
  ['prod', 'overlays/prod'],
  ['prod with the Ingress component', 'tests/prod-ingress'],
])('the renderer in %s', (overlay, dir) => {
  let objects: KubeObject[];
  let network: Network;
  const namespace = overlay === 'dev' ? 'madar-dev' : 'madar-prod';
  const pod = (name: string) => ({
    namespace,
    labels: named(objects, 'Deployment', name).spec?.template?.metadata?.labels ?? {},
  });

  beforeAll(() => {
    objects = render(dir);
    network = Network.of(objects, namespace);
  });

  const rendererContainer = () => podSpec(named(objects, 'Deployment', 'renderer')).containers[0];
  const config = (key: string) =>
    ofKind(objects, 'ConfigMap').find((c) => c.metadata.name.startsWith('renderer-config-'))?.data?.[key];

  it('accepts connections from the gateway alone, on its port', () => {
    const reach = Object.fromEntries(
      COMPONENTS.filter((name) => name !== 'renderer').map((name) => [
        name,
        network.allowed(pod(name), pod('renderer')),
      ]),
    );
    expect(reach).toEqual(
      Object.fromEntries(
        Object.keys(reach).map((name) => [name, name === 'gateway' ? [`TCP/${RENDERER_PORT}`] : []]),
      ),
    );
    // A pod of the namespace that is not the application's (a debugging shell) is refused too.
    expect(network.allowed({ namespace, labels: { run: 'shell' } }, pod('renderer'))).toEqual([]);
    expect(rendererContainer()?.ports).toEqual([{ name: 'http', containerPort: RENDERER_PORT }]);
  });

  it('may read content and recruitment, and no other component', () => {
    const reach = Object.fromEntries(
      COMPONENTS.filter((name) => name !== 'renderer').map((name) => [
        name,
        network.allowed(pod('renderer'), pod(name)),
      ]),
    );
    expect(reach).toEqual({
      gateway: [],
      auth: [],
      content: ['TCP/3002'],
      recruitment: ['TCP/3003'],
      inquiries: [],
    });
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

  it('writes its links with the host the overlay serves, over HTTPS where TLS terminates in front', () => {
    const { hosts, tls } = servedHosts(objects);
    const origin = new URL(config('PUBLIC_ORIGIN') ?? 'invalid:');
    expect(`${origin.protocol}//${origin.host}`).toBe(config('PUBLIC_ORIGIN'));
    expect(hosts).toContain(origin.hostname);
    expect(origin.protocol).toBe(tls.includes(origin.hostname) ? 'https:' : 'http:');
    expect(origin.hostname).toBe(overlay === 'dev' ? 'madar.localhost' : 'madar.ly');
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
