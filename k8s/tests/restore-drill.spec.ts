/**
 * The restore drill (k8s/scripts/restore-drill.sh and its recovery Cluster,
 * components/cloudnative-pg/restore-drill): the fixture is schema-valid and restores `madar-db` from
 * the component's ObjectStore under a name of its own, without archiving into that store; the script
 * is valid bash (and clean for shellcheck where it is installed), and against a stand-in kubectl it
 * refuses to start without a backup, passes when every table comes back with its rows, fails when one
 * does not, and deletes the drill either way. A real run needs a cluster (k8s/README.md, "Restore drill").
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { K8S_DIR, named, ofKind, render, validateSchemas, type KubeObject } from './support';

const SCRIPT = path.join(K8S_DIR, 'scripts', 'restore-drill.sh');
const FIXTURE = path.join(K8S_DIR, 'components', 'cloudnative-pg', 'restore-drill');
const PLUGIN = 'barman-cloud.cloudnative-pg.io';

interface RecoverySpec {
  imageName?: string;
  plugins?: unknown[];
  bootstrap?: { recovery?: { source: string; database?: string; owner?: string } };
  externalClusters?: { name: string; plugin?: { name: string; parameters?: Record<string, string> } }[];
}

describe('the restore drill fixture', () => {
  let drill: KubeObject[];
  let prod: KubeObject[];

  beforeAll(() => {
    drill = render('components/cloudnative-pg/restore-drill');
    prod = render('tests/prod-cloudnative-pg');
  });

  it('is a schema-valid recovery Cluster with a NetworkPolicy of its own', () => {
    expect(validateSchemas(drill).filter((r) => r.error !== null)).toEqual([]);
    expect(drill.map((o) => `${o.kind}/${o.metadata.name}`).sort()).toEqual([
      'Cluster/madar-db-drill',
      'NetworkPolicy/madar-db-drill',
    ]);
  });

  it("restores madar-db from the component's ObjectStore, on its image, and archives nothing there", () => {
    const source = named(prod, 'Cluster', 'madar-db');
    const spec = named(drill, 'Cluster', 'madar-db-drill').spec as unknown as RecoverySpec;
    const [store] = ofKind(prod, 'ObjectStore');
    expect(spec.bootstrap?.recovery).toEqual({ source: 'madar-db', database: 'madar', owner: 'madar' });
    expect(spec.externalClusters).toEqual([
      {
        name: 'madar-db',
        plugin: {
          name: PLUGIN,
          parameters: { barmanObjectName: store?.metadata.name, serverName: source.metadata.name },
        },
      },
    ]);
    // A base backup restores into the same PostgreSQL version only.
    expect(spec.imageName).toBe((source.spec as unknown as RecoverySpec).imageName);
    // With a plugins: stanza it would archive its own WAL into the source's store.
    expect(spec.plugins).toBeUndefined();
  });
});

describe('restore-drill.sh', () => {
  it('is valid bash', () => {
    const result = spawnSync('bash', ['-n', SCRIPT], { encoding: 'utf8' });
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
  });

  it('passes shellcheck where it is installed', () => {
    const result = spawnSync('shellcheck', [SCRIPT], { encoding: 'utf8' });
    if (result.error) {
      // No npm package ships shellcheck without downloading it at install; Debian's `shellcheck` does.
      console.log(`shellcheck skipped: not installed (${result.error.message}); apt-get install shellcheck`);
      return;
    }
    expect({ status: result.status, output: result.stdout }).toEqual({ status: 0, output: '' });
  });

  describe('against a stand-in kubectl', () => {
    let dir: string;
    const SOURCE_COUNTS = 'auth.accounts 2\ncontent.posts 14\ninquiries.briefs 31\n';

    beforeEach(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'restore-drill-'));
      // Logs each call; answers as the API and the instances would: the backups named in STUB_BACKUPS,
      // the drill absent until applied, `<cluster>-1` as each primary, the source's and the drill's row
      // counts from their files, the closed WAL segment archived.
      writeFileSync(
        path.join(dir, 'kubectl'),
        `#!/usr/bin/env bash
echo "$*" >>"$STUB_DIR/calls"
shift 2
case "$1" in
  get)
    if [ "$2" = backups.postgresql.cnpg.io ]; then printf '%s' "\${STUB_BACKUPS-}"
    elif [ "$#" -eq 3 ]; then exit 1
    else printf '%s-1' "$3"; fi ;;
  exec)
    sql="\${!#}"
    case "$sql" in
      *information_schema.tables*) cat "$STUB_DIR/$2.counts" ;;
      *) echo 000000010000000000000007 ;;
    esac ;;
esac
`,
        { mode: 0o755 },
      );
      writeFileSync(path.join(dir, 'madar-db-1.counts'), SOURCE_COUNTS);
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    const drillRun = (drillCounts: string, backups = 'madar-db-nightly-20261126020000\n') => {
      writeFileSync(path.join(dir, 'madar-db-drill-1.counts'), drillCounts);
      const result = spawnSync('bash', [SCRIPT], {
        encoding: 'utf8',
        env: { ...process.env, KUBECTL: path.join(dir, 'kubectl'), STUB_DIR: dir, STUB_BACKUPS: backups },
      });
      const calls = readFileSync(path.join(dir, 'calls'), 'utf8').trim().split('\n');
      return { ...result, calls };
    };
    const applied = (calls: string[]) => calls.filter((c) => / (apply|wait|delete) /.test(c));

    it('passes when every table is restored with its rows, printing both counts, then deletes the drill', () => {
      const run = drillRun(SOURCE_COUNTS);
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/^content\.posts\s+14\s+14\s+ok$/m);
      expect(run.stdout.match(/ ok$/gm)).toHaveLength(3);
      expect(applied(run.calls)).toEqual([
        `-n madar-prod apply -k ${FIXTURE}`,
        '-n madar-prod wait --for=condition=Ready cluster/madar-db-drill --timeout=30m',
        `-n madar-prod delete -k ${FIXTURE} --ignore-not-found --wait=false`,
      ]);
    });

    it('fails when a table is missing or short of rows, and still deletes the drill', () => {
      const run = drillRun('auth.accounts 2\ncontent.posts 13\n');
      expect(run.status).toBe(1);
      expect(run.stdout).toMatch(/^content\.posts\s+14\s+13\s+DIFFERS$/m);
      expect(run.stdout).toMatch(/^inquiries\.briefs\s+31\s+missing\s+MISSING$/m);
      expect(run.stderr).toContain('the restore differs from madar-db');
      expect(applied(run.calls).at(-1)).toBe(
        `-n madar-prod delete -k ${FIXTURE} --ignore-not-found --wait=false`,
      );
    });

    it('refuses to start without a completed backup, creating nothing', () => {
      const run = drillRun(SOURCE_COUNTS, '');
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('madar-db has no completed backup in madar-prod');
      expect(applied(run.calls)).toEqual([]);
    });
  });
});
