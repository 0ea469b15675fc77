/**
 * Renders each overlay with `kubectl kustomize` (as `kubectl apply -k` would) and checks what a
 * cluster would receive: every object valid against the Kubernetes API schemas, every container
 * locked down (non-root, read-only root filesystem, no capabilities, probes, requests and limits),
 * references that resolve, no secret value anywhere, and the data wiring: readiness on
 * `/health/ready`, DATABASE_URL and REDIS_URL from operator-created Secrets, no data on the pods,
 * rollouts that drop no request, and in prod an autoscaler and a PodDisruptionBudget per component.
 */
import {
  COMPONENTS,
  PROCESS_PROBED,
  SERVICES,
  DATABASE_SERVICES,
  render,
  validateSchemas,
  ofKind,
  podSpec,
  configValue,
  named,
  secretRef,
  type KubeObject,
} from './support';

describe.each(['dev', 'prod'])('the %s overlay', (overlay) => {
  let objects: KubeObject[];
  let deployments: KubeObject[];

  beforeAll(() => {
    objects = render(`overlays/${overlay}`);
    deployments = ofKind(objects, 'Deployment');
  });

  it('renders without any git-ignored secret file', () => {
    expect(objects.length).toBeGreaterThan(0);
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual([...COMPONENTS].sort());
  });

  it('renders only objects valid against the Kubernetes schemas', () => {
    const results = validateSchemas(objects);
    expect(results).toHaveLength(objects.length);
    expect(results.filter((r) => r.error !== null)).toEqual([]);
  });

  it('puts everything in the overlay namespace', () => {
    const namespace = `madar-${overlay}`;
    expect(ofKind(objects, 'Namespace').map((n) => n.metadata.name)).toEqual([namespace]);
    for (const object of objects.filter((o) => o.kind !== 'Namespace')) {
      expect({ object: object.metadata.name, namespace: object.metadata.namespace }).toEqual({
        object: object.metadata.name,
        namespace,
      });
    }
  });

  it('renders no Secret: secret values never live in the repository', () => {
    expect(ofKind(objects, 'Secret')).toEqual([]);
    for (const object of objects) {
      expect(object.data && object.kind !== 'ConfigMap').toBeFalsy();
      expect(object.stringData).toBeUndefined();
    }
  });

  it('runs every pod as a non-root user with the runtime default seccomp profile', () => {
    for (const deployment of deployments) {
      const pod = podSpec(deployment).securityContext;
      expect({ name: deployment.metadata.name, ...pod }).toMatchObject({
        name: deployment.metadata.name,
        runAsNonRoot: true,
        runAsUser: deployment.metadata.name === 'gateway' ? 101 : 1000,
        seccompProfile: { type: 'RuntimeDefault' },
      });
    }
  });

  it('locks every container down: read-only root, no escalation, no capabilities', () => {
    for (const container of deployments.flatMap((d) => podSpec(d).containers)) {
      expect({ name: container.name, ...container.securityContext }).toEqual({
        name: container.name,
        runAsNonRoot: true,
        readOnlyRootFilesystem: true,
        allowPrivilegeEscalation: false,
        capabilities: { drop: ['ALL'] },
      });
    }
  });

  it('mounts an emptyDir wherever a container writes', () => {
    for (const deployment of deployments) {
      const spec = podSpec(deployment);
      const emptyDirs = new Set((spec.volumes ?? []).filter((v) => v.emptyDir).map((v) => v.name));
      for (const container of spec.containers) {
        const mounts = container.volumeMounts ?? [];
        expect(mounts.map((m) => m.mountPath)).toContain('/tmp');
        for (const mount of mounts.filter((m) => !m.readOnly)) expect(emptyDirs).toContain(mount.name);
      }
    }
  });

  it('keeps no data on the pods: no resume volume, no RESUME_DIR, only the scratch /tmp (and read-only Secrets)', () => {
    for (const deployment of deployments.filter((d) => d.metadata.name !== 'gateway')) {
      const spec = podSpec(deployment);
      const secrets = (spec.volumes ?? []).filter((v) => v.secret).map((v) => v.name);
      expect((spec.volumes ?? []).map((v) => v.name).filter((v) => !secrets.includes(v))).toEqual(['tmp']);
      for (const container of spec.containers) {
        const mounts = container.volumeMounts ?? [];
        expect(mounts.filter((m) => !secrets.includes(m.name)).map((m) => m.mountPath)).toEqual(['/tmp']);
        for (const mount of mounts.filter((m) => secrets.includes(m.name))) expect(mount.readOnly).toBe(true);
        expect((container.env ?? []).map((e) => e.name)).not.toContain('RESUME_DIR');
      }
    }
  });

  it('gives every container health probes (readiness with the data stores), requests and limits', () => {
    for (const deployment of deployments) {
      const processOnly = PROCESS_PROBED.includes(deployment.metadata.name);
      for (const container of podSpec(deployment).containers) {
        // A database outage takes a service out of rotation (readiness) but never restarts it (liveness).
        expect(container.readinessProbe?.httpGet?.path).toBe(processOnly ? '/healthz' : '/health/ready');
        expect(container.livenessProbe?.httpGet?.path).toBe(processOnly ? '/healthz' : '/health');
        for (const side of ['requests', 'limits'] as const) {
          expect(container.resources?.[side]).toEqual({
            cpu: expect.any(String),
            memory: expect.any(String),
          });
        }
      }
    }
  });

  it('pins every image to a tag', () => {
    for (const container of deployments.flatMap((d) => podSpec(d).containers)) {
      expect(container.image).toMatch(/^[\w./-]+\/madar\/[a-z]+:[\w.-]+$|^madar\/[a-z]+:[\w.-]+$/);
      expect(container.image).not.toMatch(/:latest$/);
    }
  });

  it('lets the gateway bind port 80 through the safe sysctl, not a capability', () => {
    const gateway = deployments.find((d) => d.metadata.name === 'gateway');
    expect(gateway && podSpec(gateway).securityContext?.sysctls).toEqual([
      { name: 'net.ipv4.ip_unprivileged_port_start', value: '0' },
    ]);
  });

  it('resolves every ConfigMap reference to a rendered ConfigMap', () => {
    const configMaps = new Set(ofKind(objects, 'ConfigMap').map((c) => c.metadata.name));
    for (const container of deployments.flatMap((d) => podSpec(d).containers)) {
      for (const source of container.envFrom ?? []) {
        if (source.configMapRef) expect(configMaps).toContain(source.configMapRef.name);
      }
    }
  });

  it('takes the admin credentials from the operator-created Secret auth-secrets', () => {
    const auth = named(objects, 'Deployment', 'auth');
    const env = podSpec(auth).containers[0]?.env ?? [];
    const optional = overlay === 'dev';
    expect(secretRef(auth, 'ADMIN_PASSWORD_HASH')).toMatchObject({
      name: 'auth-secrets',
      key: 'ADMIN_PASSWORD_HASH',
    });
    expect(secretRef(auth, 'AUTH_TWO_STEP_KEY')).toEqual({
      name: 'auth-secrets',
      key: 'AUTH_TWO_STEP_KEY',
      optional,
    });
    if (overlay === 'dev') {
      // Optional: without it the one dev pod generates a key per start; auth reads it from the environment.
      expect(secretRef(auth, 'AUTH_PRIVATE_KEY')).toEqual({
        name: 'auth-secrets',
        key: 'AUTH_PRIVATE_KEY',
        optional,
      });
      expect(env.map((e) => e.name)).not.toContain('AUTH_PRIVATE_KEY_FILE');
    } else {
      // Required, and a file: mounted from the Secret's key, read through AUTH_PRIVATE_KEY_FILE (auth
      // refuses both variables at once).
      expect(env.map((e) => e.name)).not.toContain('AUTH_PRIVATE_KEY');
      const file = env.find((e) => e.name === 'AUTH_PRIVATE_KEY_FILE')?.value ?? '';
      const spec = podSpec(auth);
      const mount = spec.containers[0]?.volumeMounts?.find((m) => file.startsWith(`${m.mountPath}/`));
      const volume = spec.volumes?.find((v) => v.name === mount?.name);
      expect(mount?.readOnly).toBe(true);
      expect(volume?.secret).toMatchObject({
        secretName: 'auth-secrets',
        optional: false,
        items: [{ key: 'AUTH_PRIVATE_KEY', path: file.slice((mount?.mountPath.length ?? 0) + 1) }],
      });
    }
  });

  it(`takes the mail server and the newsletter secret from Secrets, ${overlay === 'dev' ? 'optional' : 'required'}`, () => {
    const optional = overlay === 'dev';
    for (const name of ['recruitment', 'inquiries']) {
      const deployment = named(objects, 'Deployment', name);
      expect(secretRef(deployment, 'SMTP_URL')).toEqual({ name: 'mail-secrets', key: 'SMTP_URL', optional });
      expect(secretRef(deployment, 'MAIL_DKIM_PRIVATE_KEY')).toEqual({
        name: 'mail-secrets',
        key: 'MAIL_DKIM_PRIVATE_KEY',
        optional: true,
      });
    }
    expect(secretRef(named(objects, 'Deployment', 'inquiries'), 'NEWSLETTER_TOKEN_SECRET')).toEqual({
      name: 'inquiries-secrets',
      key: 'NEWSLETTER_TOKEN_SECRET',
      optional,
    });
  });

  it(`takes DATABASE_URL and REDIS_URL from the operator-created Secrets, ${overlay === 'dev' ? 'optional (memory mode without them)' : 'required'}`, () => {
    const optional = overlay === 'dev';
    for (const name of SERVICES) {
      const deployment = named(objects, 'Deployment', name);
      expect(secretRef(deployment, 'REDIS_URL')).toEqual({
        name: 'redis-secrets',
        key: 'REDIS_URL',
        optional,
      });
      expect(secretRef(deployment, 'DATABASE_URL')).toEqual(
        DATABASE_SERVICES.includes(name)
          ? { name: 'database-secrets', key: 'DATABASE_URL', optional }
          : undefined,
      );
    }
  });

  it('configures the data settings every service reads', () => {
    expect({
      DATABASE_POOL_MAX: configValue(objects, 'services-config', 'DATABASE_POOL_MAX'),
      MEMORY_STORE_MAX_MB: configValue(objects, 'services-config', 'MEMORY_STORE_MAX_MB'),
      SEED_DEMO_DATA: configValue(objects, 'services-config', 'SEED_DEMO_DATA'),
    }).toEqual({
      DATABASE_POOL_MAX: '4',
      MEMORY_STORE_MAX_MB: '32',
      SEED_DEMO_DATA: overlay === 'dev' ? 'true' : 'false',
    });
  });

  it('drains every pod before it stops: a preStop pause, then a graceful stop within the grace period', () => {
    for (const deployment of deployments) {
      const spec = podSpec(deployment);
      const command = spec.containers[0]?.lifecycle?.preStop?.exec?.command ?? [];
      const pause = Number(/\bsleep[' ,]+(\d+)/.exec(command.join(' '))?.[1] ?? 0);
      // Long enough for the endpoints to drop the pod, far shorter than the time left to stop in.
      expect({ name: deployment.metadata.name, pause: pause >= 3 && pause <= 10 }).toEqual({
        name: deployment.metadata.name,
        pause: true,
      });
      expect(spec.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(pause + 20);
    }
    // nginx quits gracefully (QUIT: finish the requests under way) and the hook waits for it.
    expect(
      podSpec(named(objects, 'Deployment', 'gateway')).containers[0]?.lifecycle?.preStop?.exec?.command,
    ).toEqual(['/bin/sh', '-c', expect.stringMatching(/^sleep \d+; kill -QUIT 1; while kill -0 1 .*done$/)]);
  });

  it('spreads every component across nodes (required) and zones (preferred, so one zone still schedules)', () => {
    for (const deployment of deployments) {
      const name = deployment.metadata.name;
      const constraints = podSpec(deployment).topologySpreadConstraints ?? [];
      const spread = (topologyKey: string, whenUnsatisfiable: string) => ({
        maxSkew: 1,
        topologyKey,
        whenUnsatisfiable,
        labelSelector: { matchLabels: { 'app.kubernetes.io/name': name } },
        matchLabelKeys: ['pod-template-hash'],
      });
      expect({ name, constraints }).toEqual({
        name,
        constraints: [
          spread('kubernetes.io/hostname', 'DoNotSchedule'),
          spread('topology.kubernetes.io/zone', 'ScheduleAnyway'),
        ],
      });
      expect(deployment.spec?.template?.metadata?.labels).toMatchObject({ 'app.kubernetes.io/name': name });
    }
  });

  it('sets no replica count on a Deployment an autoscaler owns (an apply would reset it)', () => {
    const scaled = new Set(
      ofKind(objects, 'HorizontalPodAutoscaler').map((h) => h.spec?.scaleTargetRef?.name),
    );
    for (const deployment of deployments) {
      const name = deployment.metadata.name;
      expect({ name, replicas: deployment.spec?.replicas }).toEqual({
        name,
        replicas: scaled.has(name) ? undefined : deployment.spec?.replicas,
      });
    }
  });

  if (overlay === 'dev') {
    it('runs one replica of each component, without disruption budgets or autoscalers', () => {
      expect(deployments.map((d) => [d.metadata.name, d.spec?.replicas ?? 1])).toEqual(
        deployments.map((d) => [d.metadata.name, 1]),
      );
      expect(ofKind(objects, 'PodDisruptionBudget')).toEqual([]);
      expect(ofKind(objects, 'HorizontalPodAutoscaler')).toEqual([]);
    });
  } else {
    it('lets a voluntary disruption take one pod of a component at a time (a PodDisruptionBudget each)', () => {
      const budgets = ofKind(objects, 'PodDisruptionBudget');
      expect(budgets.map((b) => b.metadata.name).sort()).toEqual([...COMPONENTS].sort());
      for (const budget of budgets) {
        const deployment = named(objects, 'Deployment', budget.metadata.name);
        expect(budget.spec?.maxUnavailable).toBe(1);
        expect(budget.spec?.minAvailable).toBeUndefined();
        expect(budget.spec?.selector?.matchLabels).toBeDefined();
        expect(deployment.spec?.template?.metadata?.labels).toMatchObject(
          budget.spec?.selector?.matchLabels ?? {},
        );
      }
    });

    it('autoscales every component on CPU between 2 and 4 replicas', () => {
      const autoscalers = ofKind(objects, 'HorizontalPodAutoscaler');
      expect(autoscalers.map((h) => h.metadata.name).sort()).toEqual([...COMPONENTS].sort());
      for (const autoscaler of autoscalers) {
        const deployment = named(objects, 'Deployment', autoscaler.metadata.name);
        expect(autoscaler.apiVersion).toBe('autoscaling/v2');
        expect(autoscaler.spec).toEqual({
          scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: deployment.metadata.name },
          minReplicas: 2,
          maxReplicas: 4,
          metrics: [
            {
              type: 'Resource',
              resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } },
            },
          ],
        });
        // Utilization is a share of the request: without one the autoscaler cannot act.
        expect(podSpec(deployment).containers[0]?.resources?.requests?.cpu).toBeDefined();
      }
    });
  }

  it('selects each component with its Service and exposes only the gateway (Ingress or HTTPRoute)', () => {
    for (const service of ofKind(objects, 'Service')) {
      const target = deployments.find((d) => d.metadata.name === service.metadata.name);
      expect(target?.spec?.template?.metadata?.labels).toMatchObject(
        service.spec?.selector ?? { none: true },
      );
    }
    const routes = ofKind(objects, 'HTTPRoute') as unknown as {
      spec: { rules: { backendRefs?: { name: string; port?: number }[] }[] };
    }[];
    const backends = [
      ...ofKind(objects, 'Ingress').flatMap((i) =>
        (i.spec?.rules ?? []).flatMap((r) => (r.http?.paths ?? []).map((p) => p.backend.service?.name)),
      ),
      ...routes.flatMap((r) => r.spec.rules.flatMap((rule) => (rule.backendRefs ?? []).map((b) => b.name))),
    ];
    expect(new Set(backends)).toEqual(new Set(['gateway']));
  });

  it(`${overlay === 'prod' ? 'sends' : 'does not send'} HSTS (prod is served over HTTPS by the Gateway)`, () => {
    const hsts = configValue(objects, 'gateway-config', 'GATEWAY_HSTS');
    if (overlay === 'prod') expect(hsts).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
    else expect(hsts).toBe('');
  });

  it('turns on the per-address budget of API reads, with a burst a page load never reaches', () => {
    // The gateway's entrypoint takes whole numbers; 0 (off) is for benchmarks, never a cluster.
    const rate = configValue(objects, 'gateway-config', 'GATEWAY_API_RATE') ?? '';
    const burst = configValue(objects, 'gateway-config', 'GATEWAY_API_BURST') ?? '';
    expect({ rate, burst }).toEqual({
      rate: expect.stringMatching(/^\d+$/),
      burst: expect.stringMatching(/^\d+$/),
    });
    expect(Number(rate)).toBeGreaterThanOrEqual(1);
    expect(Number(burst)).toBeGreaterThanOrEqual(50);
  });

  it('points the gateway at the services and the renderer by fully qualified names (nginx resolves them itself)', () => {
    const gateway = named(objects, 'Deployment', 'gateway');
    const env = Object.fromEntries(
      (gateway.spec?.template?.spec?.containers?.[0]?.env ?? []).map((e) => [e.name, e.value]),
    );
    for (const [name, port] of [
      ['AUTH', 3001],
      ['CONTENT', 3002],
      ['RECRUITMENT', 3003],
      ['INQUIRIES', 3004],
      ['RENDERER', 3005],
    ] as const) {
      expect(env[`${name}_UPSTREAM`]).toBe(
        `${name.toLowerCase()}.$(POD_NAMESPACE).svc.cluster.local:${port}`,
      );
    }
  });

  it(`sets the simulated latency the ${overlay} environment wants`, () => {
    const expected = overlay === 'dev' ? ['500', '1000'] : ['0', '0'];
    expect([
      configValue(objects, 'services-config', 'LATENCY_READ_MS'),
      configValue(objects, 'services-config', 'LATENCY_WRITE_MS'),
    ]).toEqual(expected);
  });
});
