/**
 * Writes the OpenAPI schema of each CustomResourceDefinition given (upstream CRD YAML files) to
 * `<group>_<version>_<kind>.json` beside this file, for validate-schemas.mts: the kinds no @kubernetes-models
 * package bundles (CloudNativePG's, the Barman Cloud plugin's). Descriptions are dropped (most of the
 * bytes, none of the checks); `source` records where the schema came from. Nothing is fetched at test
 * time: run this by hand when the operator or the plugin is upgraded (k8s/README.md, "Test").
 *
 *   node k8s/tests/crd-schemas/update.mts <source label> <crd.yaml>...
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { parseAllDocuments } from 'yaml';

interface CustomResourceDefinition {
  kind?: string;
  spec: {
    group: string;
    names: { kind: string };
    versions: { name: string; served: boolean; schema?: { openAPIV3Schema?: unknown } }[];
  };
}

function withoutDescriptions(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutDescriptions);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'description' && typeof value === 'string'))
      .map(([key, value]) => [key, withoutDescriptions(value)]),
  );
}

const [source, ...files] = process.argv.slice(2);
if (!source || files.length === 0) {
  process.stderr.write('usage: node update.mts <source label> <crd.yaml>...\n');
  process.exit(2);
}
for (const file of files) {
  for (const doc of parseAllDocuments(readFileSync(file, 'utf8'))) {
    const crd = doc.toJSON() as CustomResourceDefinition | null;
    if (crd?.kind !== 'CustomResourceDefinition') continue;
    for (const version of crd.spec.versions.filter((v) => v.served && v.schema?.openAPIV3Schema)) {
      const apiVersion = `${crd.spec.group}/${version.name}`;
      const name = `${crd.spec.group}_${version.name}_${crd.spec.names.kind.toLowerCase()}.json`;
      const out = path.join(import.meta.dirname, name);
      const entry = {
        apiVersion,
        kind: crd.spec.names.kind,
        source: `${source} ${path.basename(file)}`,
        schema: withoutDescriptions(version.schema?.openAPIV3Schema),
      };
      // Formatted as the repository's `prettier --check` expects.
      const options = { ...(await resolveConfig(out)), parser: 'json' };
      writeFileSync(out, await format(JSON.stringify(entry), options));
      process.stdout.write(`${apiVersion} ${crd.spec.names.kind} -> ${path.basename(out)}\n`);
    }
  }
}
