/**
 * Least privilege in the network, in each overlay and with the CloudNativePG component: the namespace
 * denies every connection in and out by default, and the rendered policies allow exactly the paths
 * the application uses (base/network-policy.yaml) and no other.
 */
import { COMPONENTS, SERVICES, named, render, type KubeObject } from './support';
import { Network, type Endpoint } from './network';

/** What every pod of the application may reach outside its namespace: the cluster DNS. */
const DNS = ['TCP/53', 'UDP/53'];
const kubeDns: Endpoint = { namespace: 'kube-system', labels: { 'k8s-app': 'kube-dns' } };
/** Addresses standing for the places outside the pod network a connection might go. */
const OUTSIDE = {
  // A managed PostgreSQL or Redis in the cluster's private network (the setting's 10.0.0.0/8).
  database: { ip: '10.20.30.40' },
  // A mail server on the internet: any public address may be one (the setting narrows it).
  mail: { ip: '198.51.100.25' },
  // The cloud's instance metadata (the node's credentials) and another pod or node of the cluster.
  metadata: { ip: '169.254.169.254' },
  node: { ip: '192.168.1.10' },
} as const;

/** Pod-to-pod paths inside the namespace: source -> target -> ports. Everything unlisted is refused. */
const PATHS: Record<string, Record<string, string[]>> = {
  gateway: {
    auth: ['TCP/3001'],
    content: ['TCP/3002'],
    recruitment: ['TCP/3003'],
    inquiries: ['TCP/3004'],
    renderer: ['TCP/3005'],
  },
  renderer: { content: ['TCP/3002'], recruitment: ['TCP/3003'] },
  content: { auth: ['TCP/3001'] },
  recruitment: { auth: ['TCP/3001'], content: ['TCP/3002'] },
  inquiries: { auth: ['TCP/3001'], content: ['TCP/3002'] },
  auth: {},
};

/** Paths out of the pod network per component (DNS aside). */
const OUT: Record<string, Partial<Record<keyof typeof OUTSIDE, string[]>>> = {
  gateway: {},
  renderer: {},
  auth: { database: ['TCP/5432', 'TCP/6379'] },
  content: { database: ['TCP/5432', 'TCP/6379'] },
  recruitment: { database: ['TCP/5432', 'TCP/6379'], mail: ['TCP/587'] },
  inquiries: { database: ['TCP/5432', 'TCP/6379'], mail: ['TCP/587'] },
};

describe.each([
  ['dev', 'overlays/dev', 'madar-dev'],
  ['prod', 'overlays/prod', 'madar-prod'],
  ['prod with CloudNativePG', 'tests/prod-cloudnative-pg', 'madar-prod'],
])('the NetworkPolicies of %s', (_name, dir, namespace) => {
  let objects: KubeObject[];
  let network: Network;
  const pod = (name: string): Endpoint => ({
    namespace,
    labels: named(objects, 'Deployment', name).spec?.template?.metadata?.labels ?? {},
  });

  beforeAll(() => {
    objects = render(dir);
    network = Network.of(objects, namespace);
  });

  it('deny every connection in and out of every pod of the namespace by default', () => {
    expect(network.defaultDeny('Ingress')).toEqual(['default-deny-ingress']);
    expect(network.defaultDeny('Egress')).toEqual(['default-deny-egress']);
  });

  it('allow exactly the paths between components the application uses', () => {
    const actual = Object.fromEntries(
      COMPONENTS.map((from) => [
        from,
        Object.fromEntries(
          COMPONENTS.filter((to) => to !== from)
            .map((to) => [to, network.allowed(pod(from), pod(to))] as const)
            .filter(([, ports]) => ports.length > 0),
        ),
      ]),
    );
    expect(actual).toEqual(PATHS);
  });

  it('let every component resolve names through the cluster DNS, and only there', () => {
    for (const name of COMPONENTS) {
      expect({ name, dns: network.allowed(pod(name), kubeDns) }).toEqual({ name, dns: DNS });
      // The same labels in another namespace are not the cluster DNS.
      const impostor: Endpoint = { namespace: 'default', labels: { 'k8s-app': 'kube-dns' } };
      expect({ name, other: network.allowed(pod(name), impostor) }).toEqual({ name, other: [] });
    }
  });

  it('let only the services reach the database and Redis, and only recruitment and inquiries the mail server', () => {
    const actual = Object.fromEntries(
      COMPONENTS.map((name) => [
        name,
        Object.fromEntries(
          (Object.keys(OUTSIDE) as (keyof typeof OUTSIDE)[])
            .map((place) => [place, network.allowed(pod(name), OUTSIDE[place])] as const)
            .filter(([, ports]) => ports.length > 0),
        ),
      ]),
    );
    expect(actual).toEqual(OUT);
  });

  it('let the world in only at the gateway, on its port', () => {
    const controller: Endpoint = { namespace: 'ingress-nginx', labels: { 'app.kubernetes.io/name': 'x' } };
    for (const name of COMPONENTS) {
      const expected = name === 'gateway' ? ['TCP/80'] : [];
      expect({ name, client: network.allowed(OUTSIDE.mail, pod(name)) }).toEqual({ name, client: expected });
      expect({ name, controller: network.allowed(controller, pod(name)) }).toEqual({
        name,
        controller: expected,
      });
    }
  });

  it('leave a pod of the namespace that is not the application (a debugging shell) unable to reach it', () => {
    const shell: Endpoint = { namespace, labels: { run: 'shell' } };
    for (const name of COMPONENTS) {
      expect({ name, ports: network.allowed(shell, pod(name)) }).toEqual({ name, ports: [] });
    }
    expect(network.allowed(shell, kubeDns)).toEqual([]);
    expect(network.allowed(shell, OUTSIDE.mail)).toEqual([]);
  });

  if (dir.includes('cloudnative-pg')) {
    it('open the CloudNativePG instances to the services, each other and the operator, and nothing else', () => {
      const instance: Endpoint = { namespace, labels: { 'cnpg.io/cluster': 'madar-db' } };
      const operator: Endpoint = {
        namespace: 'cnpg-system',
        labels: { 'app.kubernetes.io/name': 'cloudnative-pg' },
      };
      for (const name of COMPONENTS) {
        const expected = SERVICES.includes(name) ? ['TCP/5432'] : [];
        expect({ name, ports: network.allowed(pod(name), instance) }).toEqual({ name, ports: expected });
      }
      expect(network.allowed(instance, instance)).toEqual(['TCP/5432', 'TCP/8000']);
      expect(network.allowed(operator, instance)).toEqual(['TCP/5432', 'TCP/8000']);
      expect(network.allowed(instance, kubeDns)).toEqual(DNS);
      // The API server and the backups' object store.
      expect(network.allowed(instance, OUTSIDE.mail)).toEqual(['TCP/443', 'TCP/6443']);
      for (const name of COMPONENTS) {
        expect({ name, ports: network.allowed(instance, pod(name)) }).toEqual({ name, ports: [] });
      }
    });
  }
});
