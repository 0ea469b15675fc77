/**
 * The prod overlay with the monitoring component (components/monitoring): its Prometheus Operator
 * resources are schema-valid, every monitor names a port its pods have, the gateway's exporter reads
 * nginx's loopback-only stub_status, the alerts and the dashboard read the series the application
 * exports, and the NetworkPolicies let Prometheus scrape each component on its metrics port and
 * nothing more, the default deny untouched.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Network, type Endpoint } from './network';
import {
  COMPONENTS,
  K8S_DIR,
  named,
  ofKind,
  podSpec,
  render,
  validateSchemas,
  type Container,
  type KubeObject,
} from './support';

const NAMESPACE = 'madar-prod';
const prometheus: Endpoint = { namespace: 'monitoring', labels: { 'app.kubernetes.io/name': 'prometheus' } };
/** Each component's metrics port: its own for the services and the renderer, the exporter's for the gateway. */
const SCRAPED: Record<string, string[]> = {
  // Port 80 is the public way in, open to every address already.
  gateway: ['TCP/80', 'TCP/9113'],
  renderer: ['TCP/3005'],
  auth: ['TCP/3001'],
  content: ['TCP/3002'],
  recruitment: ['TCP/3003'],
  inquiries: ['TCP/3004'],
};

interface Monitor {
  metadata: { name: string; labels?: Record<string, string> };
  spec: {
    selector: { matchLabels: Record<string, string> };
    podMetricsEndpoints: { port: string; path: string }[];
  };
}
interface Rule {
  alert?: string;
  expr: string;
}

const podLabels = (objects: KubeObject[], name: string) =>
  named(objects, 'Deployment', name).spec?.template?.metadata?.labels ?? {};

describe('the prod overlay with the monitoring component', () => {
  let objects: KubeObject[];
  const pod = (name: string): Endpoint => ({ namespace: NAMESPACE, labels: podLabels(objects, name) });

  beforeAll(() => {
    objects = render('tests/prod-monitoring');
  });

  it('validates every object, the PodMonitors and the PrometheusRule against their schemas', () => {
    const results = validateSchemas(objects);
    expect(results.filter((r) => r.error !== null)).toEqual([]);
    expect(results.filter((r) => r.kind === 'PodMonitor' || r.kind === 'PrometheusRule')).toHaveLength(4);
  });

  it('scrapes every component at /metrics on a port its pods have, labelled for the operator', () => {
    const monitors = ofKind(objects, 'PodMonitor') as unknown as Monitor[];
    const scraped = new Set<string>();
    for (const monitor of monitors) {
      expect(monitor.metadata.labels).toMatchObject({ release: expect.any(String) });
      const selected = ofKind(objects, 'Deployment').filter((d) =>
        Object.entries(monitor.spec.selector.matchLabels).every(
          ([k, v]) => podLabels(objects, d.metadata.name)[k] === v,
        ),
      );
      expect(selected.length).toBeGreaterThan(0);
      for (const deployment of selected) {
        const ports = podSpec(deployment)
          .containers.flatMap((c) => c.ports ?? [])
          .map((p) => p.name);
        for (const endpoint of monitor.spec.podMetricsEndpoints) {
          expect(endpoint.path).toBe('/metrics');
          expect({ name: deployment.metadata.name, ports }).toEqual({
            name: deployment.metadata.name,
            ports: expect.arrayContaining([endpoint.port]),
          });
        }
        scraped.add(deployment.metadata.name);
      }
    }
    expect([...scraped].sort()).toEqual([...COMPONENTS].sort());
  });

  it("runs the gateway's exporter pinned and locked down, reading the stub_status nginx serves on the loopback only", () => {
    const containers: (Container & { args?: string[] })[] = podSpec(
      named(objects, 'Deployment', 'gateway'),
    ).containers;
    const exporter = containers.find((c) => c.name === 'nginx-exporter');
    expect(exporter?.image).toMatch(/^nginx\/nginx-prometheus-exporter:\d+\.\d+\.\d+$/);
    expect(exporter?.args).toContain('--nginx.scrape-uri=http://127.0.0.1:8083/stub_status');
    expect(exporter?.ports).toEqual([{ name: 'metrics', containerPort: 9113 }]);
    expect(exporter?.securityContext).toEqual({
      runAsNonRoot: true,
      readOnlyRootFilesystem: true,
      allowPrivilegeEscalation: false,
      capabilities: { drop: ['ALL'] },
    });
    expect(exporter?.resources?.limits).toEqual({ cpu: expect.any(String), memory: expect.any(String) });

    const template = readFileSync(path.join(K8S_DIR, '../gateway/templates/default.conf.template'), 'utf8');
    expect(template).toMatch(/listen 127\.0\.0\.1:8083;[\s\S]*?location = \/stub_status \{\s*stub_status;/);
    expect(template).not.toMatch(/listen (0\.0\.0\.0:)?8083/);
  });

  it('alerts on the 5xx ratio, p95 latency, a Deployment without ready pods, an old backup, the outbox, a filling volume', () => {
    const rules = (
      named(objects, 'PrometheusRule', 'madar-alerts') as unknown as {
        spec: { groups: { rules: Rule[] }[] };
      }
    ).spec.groups.flatMap((g) => g.rules);
    const expr = (alert: string) => rules.find((r) => r.alert === alert)?.expr ?? '';
    expect(expr('MadarHighErrorRatio')).toMatch(/http_request_duration_seconds_count\{status=~"5\.\."\}/);
    expect(expr('MadarHighLatency')).toMatch(
      /histogram_quantile\(0\.95,[\s\S]*http_request_duration_seconds_bucket/,
    );
    expect(expr('MadarDeploymentWithoutReadyPods')).toContain('kube_deployment_status_replicas_ready');
    // The Barman Cloud plugin's metric: the CloudNativePG component backs up through the plugin.
    expect(expr('MadarBackupTooOld')).toMatch(
      /\bbarman_cloud_cloudnative_pg_io_last_available_backup_timestamp\{[\s\S]*> 26 \* 3600/,
    );
    expect(expr('MadarMailOutboxBacklog')).toContain('mail_outbox_mails{state="queued"}');
    expect(expr('MadarVolumeFillingUp')).toContain('kubelet_volume_stats_available_bytes');
  });

  it('ships the dashboard as a ConfigMap Grafana picks up, reading the exported series', () => {
    const map = named(objects, 'ConfigMap', 'madar-dashboard');
    expect(map.metadata.labels).toMatchObject({ grafana_dashboard: '1' });
    const dashboard = JSON.parse(map.data?.['madar.json'] ?? '') as {
      uid: string;
      panels: { targets: { expr: string }[] }[];
    };
    const exprs = dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr)).join('\n');
    for (const series of [
      'http_request_duration_seconds',
      'db_pool_connections',
      'mail_outbox_mails',
      'nginx_connections_active',
    ]) {
      expect(exprs).toContain(series);
    }
  });

  describe('its NetworkPolicies', () => {
    let network: Network;
    beforeAll(() => {
      network = Network.of(objects, NAMESPACE);
    });

    it('keep the default deny', () => {
      expect(network.defaultDeny('Ingress')).toEqual(['default-deny-ingress']);
      expect(network.defaultDeny('Egress')).toEqual(['default-deny-egress']);
    });

    it('let Prometheus scrape each component on its metrics port alone', () => {
      const actual = Object.fromEntries(
        COMPONENTS.map((name) => [name, network.allowed(prometheus, pod(name))]),
      );
      expect(actual).toEqual(SCRAPED);
    });

    it('let nothing else in through them: not another pod of its namespace, nor its label elsewhere', () => {
      const grafana: Endpoint = { namespace: 'monitoring', labels: { 'app.kubernetes.io/name': 'grafana' } };
      const impostor: Endpoint = { namespace: 'default', labels: { 'app.kubernetes.io/name': 'prometheus' } };
      for (const name of COMPONENTS) {
        const expected = name === 'gateway' ? ['TCP/80'] : [];
        expect({ name, grafana: network.allowed(grafana, pod(name)) }).toEqual({ name, grafana: expected });
        expect({ name, impostor: network.allowed(impostor, pod(name)) }).toEqual({
          name,
          impostor: expected,
        });
      }
    });
  });

  it('is needed for the scrape: without it the prod overlay lets Prometheus reach no component', () => {
    const prod = render('overlays/prod');
    const network = Network.of(prod, NAMESPACE);
    const labels = (name: string) => named(prod, 'Deployment', name).spec?.template?.metadata?.labels ?? {};
    for (const name of COMPONENTS) {
      const expected = name === 'gateway' ? ['TCP/80'] : [];
      expect({
        name,
        ports: network.allowed(prometheus, { namespace: NAMESPACE, labels: labels(name) }),
      }).toEqual({
        name,
        ports: expected,
      });
    }
  });
});
