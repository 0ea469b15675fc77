/**
 * How prod is reached: the Gateway API by default, the Ingress component instead; TLS from a
 * cert-manager Certificate either way; the gateway trusting the proxy in front for the client's
 * address; and images ready to be pinned by digest at release.
 */
import { isIPv4 } from 'node:net';
import {
  COMPONENTS,
  configValue,
  named,
  ofKind,
  podSpec,
  render,
  servedHosts,
  validateSchemas,
  type KubeObject,
} from './support';

interface Listener {
  name: string;
  protocol: string;
  port: number;
  tls?: { mode?: string; certificateRefs?: { kind?: string; name: string }[] };
}
interface Route {
  metadata: { name: string };
  spec: {
    parentRefs: { name: string; sectionName?: string }[];
    hostnames?: string[];
    rules: {
      backendRefs?: { name: string; port?: number }[];
      filters?: { type: string; requestRedirect?: object }[];
    }[];
  };
}
interface CertificateSpec {
  secretName: string;
  dnsNames: string[];
  issuerRef: { kind: string; name: string };
}
interface IssuerSpec {
  acme: {
    solvers: {
      http01: {
        gatewayHTTPRoute?: { parentRefs: { kind?: string; name: string; sectionName?: string }[] };
        ingress?: { ingressClassName?: string };
      };
    }[];
  };
}

const spec = <T>(object: KubeObject): T => object.spec as unknown as T;
const PROD_HOSTS = ['madar.ly', 'www.madar.ly'];

describe('prod through the Gateway API', () => {
  let objects: KubeObject[];
  beforeAll(() => {
    objects = render('overlays/prod');
  });

  it('has one Gateway of a configurable class: HTTP on 80, HTTPS on 443 with the cert-manager Secret', () => {
    const gateways = ofKind(objects, 'Gateway');
    expect(gateways.map((g) => g.metadata.name)).toEqual(['madar']);
    const gateway = spec<{ gatewayClassName: string; listeners: Listener[] }>(
      named(objects, 'Gateway', 'madar'),
    );
    expect(gateway.gatewayClassName).toMatch(/^[a-z0-9.-]+$/);
    expect(gateway.listeners.map(({ name, protocol, port }) => ({ name, protocol, port }))).toEqual([
      { name: 'http', protocol: 'HTTP', port: 80 },
      { name: 'https', protocol: 'HTTPS', port: 443 },
    ]);
    expect(gateway.listeners[1]?.tls).toEqual({
      mode: 'Terminate',
      certificateRefs: [{ kind: 'Secret', name: 'madar-tls' }],
    });
  });

  it('routes the hosts over HTTPS to the gateway Service and redirects plain HTTP to HTTPS', () => {
    const routes = ofKind(objects, 'HTTPRoute') as unknown as Route[];
    const byListener = Object.fromEntries(
      routes.map((r) => [r.spec.parentRefs.map((p) => `${p.name}/${p.sectionName}`).join(), r.spec]),
    );
    expect(Object.keys(byListener).sort()).toEqual(['madar/http', 'madar/https']);
    const service = named(objects, 'Service', 'gateway');
    expect(byListener['madar/https']).toEqual({
      parentRefs: [{ name: 'madar', sectionName: 'https' }],
      hostnames: PROD_HOSTS,
      rules: [{ backendRefs: [{ name: 'gateway', port: service.spec?.ports?.[0]?.port }] }],
    });
    expect(byListener['madar/http']).toEqual({
      parentRefs: [{ name: 'madar', sectionName: 'http' }],
      hostnames: PROD_HOSTS,
      rules: [
        { filters: [{ type: 'RequestRedirect', requestRedirect: { scheme: 'https', statusCode: 301 } }] },
      ],
    });
  });

  it('gets the certificate for every served host from cert-manager, its challenges answered on the HTTP listener', () => {
    const certificate = spec<CertificateSpec>(named(objects, 'Certificate', 'madar-tls'));
    expect(certificate.secretName).toBe('madar-tls');
    expect([...certificate.dnsNames].sort()).toEqual([...servedHosts(objects).hosts].sort());
    expect(certificate.issuerRef.kind).toBe('Issuer');
    const issuer = spec<IssuerSpec>(named(objects, 'Issuer', certificate.issuerRef.name));
    expect(issuer.acme.solvers).toEqual([
      {
        http01: {
          gatewayHTTPRoute: { parentRefs: [{ kind: 'Gateway', name: 'madar', sectionName: 'http' }] },
        },
      },
    ]);
    expect(servedHosts(objects).tls.sort()).toEqual([...PROD_HOSTS].sort());
  });

  it("trusts one CIDR's X-Forwarded-For in the gateway (the proxy in front), not every address", () => {
    const trusted = configValue(objects, 'gateway-config', 'GATEWAY_TRUSTED_PROXIES') ?? '';
    const [network = '', bits = ''] = trusted.split('/');
    expect({ trusted, network: isIPv4(network), bits: Number(bits) >= 8 && Number(bits) <= 32 }).toEqual({
      trusted,
      network: true,
      bits: true,
    });
  });
});

describe('prod with the Ingress component', () => {
  let objects: KubeObject[];
  beforeAll(() => {
    objects = render('tests/prod-ingress');
  });

  it('renders only valid objects', () => {
    expect(validateSchemas(objects).filter((r) => r.error !== null)).toEqual([]);
  });

  it('replaces the Gateway and its routes with one Ingress of a configurable class, TLS from madar-tls', () => {
    expect(ofKind(objects, 'Gateway')).toEqual([]);
    expect(ofKind(objects, 'HTTPRoute')).toEqual([]);
    expect(ofKind(objects, 'Ingress').map((i) => i.metadata.name)).toEqual(['gateway']);
    const ingress = named(objects, 'Ingress', 'gateway').spec as {
      ingressClassName?: string;
    } & KubeObject['spec'];
    expect(ingress?.ingressClassName).toMatch(/^[a-z0-9.-]+$/);
    expect(ingress?.tls).toEqual([{ hosts: PROD_HOSTS, secretName: 'madar-tls' }]);
    expect(servedHosts(objects).hosts).toEqual(PROD_HOSTS);
  });

  it("answers cert-manager's challenges through the Ingress's class", () => {
    const ingress = named(objects, 'Ingress', 'gateway').spec as { ingressClassName?: string };
    const issuer = spec<IssuerSpec>(named(objects, 'Issuer', 'letsencrypt'));
    expect(issuer.acme.solvers).toEqual([
      { http01: { ingress: { ingressClassName: ingress.ingressClassName } } },
    ]);
    expect(spec<CertificateSpec>(named(objects, 'Certificate', 'madar-tls')).dnsNames).toEqual(PROD_HOSTS);
  });
});

describe('the dev overlay', () => {
  it('is reached through a plain HTTP Ingress, with no Gateway API or cert-manager object', () => {
    const objects = render('overlays/dev');
    expect(servedHosts(objects)).toEqual({ hosts: ['madar.localhost'], tls: [] });
    for (const kind of ['Gateway', 'HTTPRoute', 'Issuer', 'Certificate'])
      expect(ofKind(objects, kind)).toEqual([]);
  });
});

describe('prod pinned by digest at release', () => {
  it('runs every component from its registry image by digest, and stays valid', () => {
    const objects = render('tests/prod-digests');
    expect(validateSchemas(objects).filter((r) => r.error !== null)).toEqual([]);
    const images = Object.fromEntries(
      ofKind(objects, 'Deployment').map((d) => [d.metadata.name, podSpec(d).containers[0]?.image]),
    );
    expect(images).toEqual(
      Object.fromEntries(
        COMPONENTS.map((name) => [
          name,
          expect.stringMatching(new RegExp(`^registry\\.example\\.com/madar/${name}@sha256:[0-9a-f]{64}$`)),
        ]),
      ),
    );
  });
});
