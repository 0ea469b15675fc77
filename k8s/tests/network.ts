/**
 * Evaluates a namespace's NetworkPolicies as the API defines them, so tests can ask which connections
 * the rendered policies allow: a pod is isolated for ingress (egress) once any policy selecting it
 * lists that type, and then a connection needs a rule admitting it; a connection between two pods of
 * the namespace needs both the source's egress and the target's ingress.
 */
import type { KubeObject } from './support';

type Labels = Record<string, string>;
interface Selector {
  matchLabels?: Labels;
  matchExpressions?: { key: string; operator: string; values?: string[] }[];
}
interface Peer {
  podSelector?: Selector;
  namespaceSelector?: Selector;
  ipBlock?: { cidr: string; except?: string[] };
}
interface PortRule {
  port?: number | string;
  protocol?: string;
}
interface Rule {
  from?: Peer[];
  to?: Peer[];
  ports?: PortRule[];
}
export interface NetworkPolicy {
  metadata: { name: string; namespace?: string };
  spec: { podSelector: Selector; policyTypes?: string[]; ingress?: Rule[]; egress?: Rule[] };
}

/** A pod (its namespace's name and labels) or an address outside the pod network. */
export type Endpoint = { namespace: string; labels: Labels } | { ip: string };

/** Whether a label selector picks these labels (`{}` picks everything). */
export function selects(selector: Selector, labels: Labels): boolean {
  const byLabel = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  const byExpression = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    switch (operator) {
      case 'In':
        return key in labels && values.includes(labels[key] ?? '');
      case 'NotIn':
        return !(key in labels) || !values.includes(labels[key] ?? '');
      case 'Exists':
        return key in labels;
      case 'DoesNotExist':
        return !(key in labels);
      default:
        throw new Error(`unknown selector operator ${operator}`);
    }
  });
  return byLabel && byExpression;
}

function ipv4(address: string): number {
  const parts = address.split('.').map(Number);
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) {
    throw new Error(`not an IPv4 address: ${address}`);
  }
  return parts.reduce((sum, part) => sum * 256 + part, 0);
}

function inCidr(address: string, cidr: string): boolean {
  const [network = '', bits = '32'] = cidr.split('/');
  const size = 2 ** (32 - Number(bits));
  return Math.floor(ipv4(address) / size) === Math.floor(ipv4(network) / size);
}

/** Whether a rule's peer matches the endpoint, for a policy in `namespace`. */
function peerMatches(peer: Peer, endpoint: Endpoint, namespace: string): boolean {
  if ('ip' in endpoint) {
    return peer.ipBlock !== undefined
      ? inCidr(endpoint.ip, peer.ipBlock.cidr) &&
          !(peer.ipBlock.except ?? []).some((e) => inCidr(endpoint.ip, e))
      : false;
  }
  if (peer.ipBlock) return false;
  const namespaceOk = peer.namespaceSelector
    ? selects(peer.namespaceSelector, { 'kubernetes.io/metadata.name': endpoint.namespace })
    : endpoint.namespace === namespace;
  return namespaceOk && selects(peer.podSelector ?? {}, endpoint.labels);
}

/** `TCP/3001`-style names of what the rules admit for the peer; `*` for every port. */
function admitted(rules: Rule[], side: 'from' | 'to', peer: Endpoint, namespace: string): Set<string> {
  const ports = new Set<string>();
  for (const rule of rules) {
    const peers = rule[side];
    if (peers !== undefined && peers.length > 0 && !peers.some((p) => peerMatches(p, peer, namespace)))
      continue;
    if (!rule.ports?.length) ports.add('*');
    for (const { port, protocol } of rule.ports ?? []) {
      if (typeof port !== 'number') throw new Error(`named or missing port ${String(port)}: teach this test`);
      ports.add(`${protocol ?? 'TCP'}/${port}`);
    }
  }
  return ports;
}

export class Network {
  constructor(
    private readonly policies: NetworkPolicy[],
    private readonly namespace: string,
  ) {}

  static of(objects: KubeObject[], namespace: string): Network {
    return new Network(
      objects.filter((o) => o.kind === 'NetworkPolicy') as unknown as NetworkPolicy[],
      namespace,
    );
  }

  private side(type: 'Ingress' | 'Egress', labels: Labels, peer: Endpoint): Set<string> | 'open' {
    const isolating = this.policies.filter(
      (p) =>
        (p.spec.policyTypes ?? (type === 'Ingress' ? ['Ingress'] : [])).includes(type) &&
        selects(p.spec.podSelector, labels),
    );
    if (isolating.length === 0) return 'open';
    const rules = isolating.flatMap((p) => (type === 'Ingress' ? p.spec.ingress : p.spec.egress) ?? []);
    return admitted(rules, type === 'Ingress' ? 'from' : 'to', peer, this.namespace);
  }

  /**
   * The ports on which `from` may open a connection to `to`, sorted; `*` stands for every port. Only
   * this namespace's policies count: an endpoint elsewhere is taken to let the traffic through.
   */
  allowed(from: Endpoint, to: Endpoint): string[] {
    const mine = (e: Endpoint): e is { namespace: string; labels: Labels } =>
      !('ip' in e) && e.namespace === this.namespace;
    const egress = mine(from) ? this.side('Egress', from.labels, to) : 'open';
    const ingress = mine(to) ? this.side('Ingress', to.labels, from) : 'open';
    if (egress === 'open' && ingress === 'open') return ['*'];
    if (egress === 'open') return [...(ingress as Set<string>)].sort();
    if (ingress === 'open') return [...egress].sort();
    if (egress.has('*')) return [...ingress].sort();
    if (ingress.has('*')) return [...egress].sort();
    return [...egress].filter((port) => ingress.has(port)).sort();
  }

  /** The policies selecting every pod of the namespace with no rule of the type: default deny. */
  defaultDeny(type: 'Ingress' | 'Egress'): string[] {
    return this.policies
      .filter(
        (p) =>
          Object.keys(p.spec.podSelector).length === 0 &&
          (p.spec.policyTypes ?? []).includes(type) &&
          ((type === 'Ingress' ? p.spec.ingress : p.spec.egress) ?? []).length === 0,
      )
      .map((p) => p.metadata.name);
  }
}
