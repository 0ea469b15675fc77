/**
 * The environment the components get in Kubernetes against what docker-compose.yml gives them: every
 * variable compose sets is set in each overlay (a value, a ConfigMap or a Secret) or listed below as
 * compose-only with the reason; dev keeps compose's defaults, prod carries no demo value; and the
 * External Secrets component produces every Secret key prod requires.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { COMPONENTS, K8S_DIR, ofKind, podSpec, render, validateSchemas, type KubeObject } from './support';

const compose = parse(readFileSync(path.join(K8S_DIR, '..', 'docker-compose.yml'), 'utf8'), {
  merge: true,
}) as { services: Record<string, { environment?: Record<string, string | null> }> };

/** Variables compose sets that Kubernetes leaves unset on purpose, and why. */
const COMPOSE_ONLY: Record<string, string> = {
  AUTH_KEY_ID: 'empty in compose too: the kid is the key’s JWK thumbprint, the same in every replica',
  QUEUE_DATABASE_URL:
    'empty in compose too: the queue connects with DATABASE_URL, the primary itself, unless a pooler ' +
    'stands between (the CloudNativePG component sets both)',
  SCHEDULE_TICK_MS:
    '0 in compose too: a shorter memory-mode period of scheduled publishing for the browser tests; a ' +
    'cluster keeps each task’s own period',
};
/** Variables that stand for each other: either one set in Kubernetes covers both. */
const EITHER: Record<string, string> = {
  AUTH_PRIVATE_KEY: 'AUTH_PRIVATE_KEY_FILE',
  AUTH_PRIVATE_KEY_FILE: 'AUTH_PRIVATE_KEY',
};
/** Where dev deliberately differs from compose's default, and why. */
const DEV_DIFFERS: Record<string, string> = {
  LOG_LEVEL: 'debug: a development cluster is for looking inside',
  LOGIN_RATE_LIMIT: '10: a cluster is reachable by more than one machine, unlike make up',
  PUBLIC_ORIGIN: 'the dev Ingress’s host',
  AUTH_JWKS_URL: 'the same URL',
};

/** Every variable name a Deployment's container gets, and the ConfigMap values among them. */
function environment(
  objects: KubeObject[],
  name: string,
): { names: Set<string>; values: Map<string, string> } {
  const deployment = ofKind(objects, 'Deployment').find((d) => d.metadata.name === name);
  const container = deployment ? podSpec(deployment).containers[0] : undefined;
  const names = new Set<string>();
  const values = new Map<string, string>();
  const configMaps = ofKind(objects, 'ConfigMap');
  for (const entry of container?.env ?? []) {
    names.add(entry.name);
    if (entry.value !== undefined) values.set(entry.name, entry.value);
    const ref = entry.valueFrom?.configMapKeyRef;
    const value = ref && configMaps.find((c) => c.metadata.name === ref.name)?.data?.[ref.key ?? ''];
    if (value !== undefined) values.set(entry.name, value);
  }
  for (const source of container?.envFrom ?? []) {
    const data = configMaps.find((c) => c.metadata.name === source.configMapRef?.name)?.data ?? {};
    for (const [key, value] of Object.entries(data)) {
      names.add(key);
      if (!values.has(key)) values.set(key, value);
    }
  }
  return { names, values };
}

/** `${VAR:-default}` -> default; a plain value as it is. */
const composeDefault = (value: string | null): string =>
  (/^\$\{\w+:-(.*)\}$/s.exec(value ?? '')?.[1] ?? value ?? '').replace(/^"(.*)"$/, '$1');

describe.each(['dev', 'prod'])('the environment of the %s overlay', (overlay) => {
  let objects: KubeObject[];
  beforeAll(() => {
    objects = render(`overlays/${overlay}`);
  });

  it.each(COMPONENTS)('gives %s every variable compose gives it (or says why not)', (name) => {
    const { names } = environment(objects, name);
    const missing = Object.keys(compose.services[name]?.environment ?? {}).filter(
      (variable) =>
        !names.has(variable) && !(EITHER[variable] && names.has(EITHER[variable])) && !COMPOSE_ONLY[variable],
    );
    expect(missing).toEqual([]);
  });

  if (overlay === 'dev') {
    it.each(COMPONENTS)("keeps compose's defaults for %s (or says why not)", (name) => {
      const { values } = environment(objects, name);
      const differing = Object.entries(compose.services[name]?.environment ?? {})
        .filter(([variable, value]) => {
          const ours = values.get(variable);
          return ours !== undefined && ours !== composeDefault(value) && !DEV_DIFFERS[variable];
        })
        .map(([variable, value]) => ({
          variable,
          compose: composeDefault(value),
          dev: values.get(variable),
        }));
      // The gateway's upstreams are the same Services, fully qualified for nginx's resolver.
      expect(differing.filter((d) => !d.variable.endsWith('_UPSTREAM'))).toEqual([]);
    });
  } else {
    it('carries no demo value: no madar.example address, no demo password hash', () => {
      for (const map of ofKind(objects, 'ConfigMap')) {
        for (const [key, value] of Object.entries(map.data ?? {})) {
          expect({ key, value }).not.toEqual({ key, value: expect.stringMatching(/madar\.example|scrypt:/) });
        }
      }
    });
  }
});

describe('the External Secrets component', () => {
  let objects: KubeObject[];
  beforeAll(() => {
    objects = render('tests/prod-external-secrets');
  });

  it('renders only valid objects', () => {
    expect(validateSchemas(objects).filter((r) => r.error !== null)).toEqual([]);
  });

  it('produces every Secret key prod requires, from the one SecretStore', () => {
    interface ExternalSecretSpec {
      secretStoreRef: { kind: string; name: string };
      target: { name: string };
      data: { secretKey: string }[];
    }
    const produced = new Set(
      ofKind(objects, 'ExternalSecret').flatMap((e) => {
        const spec = e.spec as unknown as ExternalSecretSpec;
        expect(spec.secretStoreRef).toEqual({ kind: 'SecretStore', name: 'madar' });
        return spec.data.map((d) => `${spec.target.name}/${d.secretKey}`);
      }),
    );
    expect(ofKind(objects, 'SecretStore').map((s) => s.metadata.name)).toEqual(['madar']);
    const required = new Set<string>();
    for (const deployment of ofKind(objects, 'Deployment')) {
      const spec = podSpec(deployment);
      for (const entry of spec.containers.flatMap((c) => c.env ?? [])) {
        const ref = entry.valueFrom?.secretKeyRef;
        if (ref && ref.optional !== true) required.add(`${ref.name}/${ref.key}`);
      }
      for (const volume of spec.volumes ?? []) {
        for (const item of volume.secret?.items ?? [])
          required.add(`${volume.secret?.secretName}/${item.key}`);
      }
    }
    expect([...required].filter((key) => !produced.has(key))).toEqual([]);
    expect(required.size).toBeGreaterThanOrEqual(7);
  });
});
