#!/usr/bin/env bash
# Restore drill for the CloudNativePG component: proves the backups restore. It checks that
# `madar-db` has a completed backup, counts the rows of every table of the services' schemas on its
# primary and closes the current WAL segment (so the archive holds those rows), bootstraps the
# recovery Cluster `madar-db-drill` from the object store (components/cloudnative-pg/restore-drill),
# waits until it is ready, counts the same tables there, prints both side by side, and deletes the
# drill. Exit 0: every table came back with the source's count; 1: a table is missing or differs
# (the site took writes during the drill: run it again at a quiet hour), or a step failed.
#
# Run it monthly, and after any change to the backups (the ObjectStore, its bucket or credentials,
# the plugin, the operator, the image): k8s/README.md, "Restore drill".
#
#   k8s/scripts/restore-drill.sh                 # namespace madar-prod
#   NAMESPACE=madar-staging TIMEOUT=60m KEEP=1 k8s/scripts/restore-drill.sh
#
# NAMESPACE (madar-prod), SOURCE (madar-db), TIMEOUT for the recovery (30m), KEEP=1 leaves the drill
# Cluster in place to look at (delete it with `kubectl delete -k` of the fixture). Needs kubectl with
# access to the namespace; nothing else runs on this machine.
set -euo pipefail

NAMESPACE="${NAMESPACE:-madar-prod}"
SOURCE="${SOURCE:-madar-db}"
DRILL=madar-db-drill
DATABASE=madar
SCHEMAS="'auth', 'content', 'recruitment', 'inquiries'"
TIMEOUT="${TIMEOUT:-30m}"
KUBECTL="${KUBECTL:-kubectl}"
FIXTURE="$(cd "$(dirname "${BASH_SOURCE[0]}")/../components/cloudnative-pg/restore-drill" && pwd)"

k() { "$KUBECTL" -n "$NAMESPACE" "$@"; }
say() { printf 'restore-drill: %s\n' "$*" >&2; }

# Runs SQL on a Cluster's primary as postgres, through the pod's local socket (no network path needed).
psql_on() {
  local cluster="$1" sql="$2" pod
  pod="$(k get cluster "$cluster" -o jsonpath='{.status.currentPrimary}')"
  [ -n "$pod" ] || { say "no primary known for Cluster $cluster"; return 1; }
  k exec "$pod" -c postgres -- psql -U postgres -d "$DATABASE" -v ON_ERROR_STOP=1 -qAt -F ' ' -c "$sql"
}

# One line per table of the services' schemas: `schema.table count`, sorted.
COUNT_ROWS="
  select format('%I.%I', table_schema, table_name),
         (xpath('/row/n/text()', query_to_xml(
           format('select count(*) as n from %I.%I', table_schema, table_name), false, true, '')))[1]::text
  from information_schema.tables
  where table_schema in ($SCHEMAS) and table_type = 'BASE TABLE'
  order by 1"

# On every exit: the temporary files, and the drill Cluster once it was applied (unless KEEP=1).
applied=0
# shellcheck disable=SC2317 # run by the trap below, which shellcheck 0.9 does not follow
on_exit() {
  rm -f "${source_counts:-}" "${drill_counts:-}"
  [ "$applied" = 1 ] || return 0
  if [ "${KEEP:-0}" = 1 ]; then
    say "KEEP=1: $DRILL left in $NAMESPACE (kubectl -n $NAMESPACE delete -k $FIXTURE)"
  else
    say "deleting $DRILL"
    k delete -k "$FIXTURE" --ignore-not-found --wait=false >/dev/null || say "could not delete $DRILL: delete it by hand"
  fi
}
trap on_exit EXIT

completed="$(k get backups.postgresql.cnpg.io -l "cnpg.io/cluster=$SOURCE" \
  -o jsonpath='{range .items[?(@.status.phase=="completed")]}{.metadata.name}{"\n"}{end}')"
if [ -z "$completed" ]; then
  say "$SOURCE has no completed backup in $NAMESPACE: nothing to restore (kubectl -n $NAMESPACE get backups)"
  exit 1
fi
say "$SOURCE has $(printf '%s\n' "$completed" | wc -l) completed backups"

if k get cluster "$DRILL" >/dev/null 2>&1; then
  say "$DRILL exists already (an earlier drill kept?): delete it first"
  exit 1
fi

source_counts="$(mktemp)"
drill_counts="$(mktemp)"

psql_on "$SOURCE" "$COUNT_ROWS" >"$source_counts"
if [ ! -s "$source_counts" ]; then
  say "$SOURCE has no table in the schemas $SCHEMAS: is it the services' database?"
  exit 1
fi
# The archive holds WAL by whole segments: close the current one, which holds the rows just counted
# (pg_walfile_name of the switch's end names it, or the one before when there was nothing to close),
# and wait (5 minutes at most) until the plugin has archived it, so the recovery can replay them.
segment="$(psql_on "$SOURCE" 'select pg_walfile_name(pg_switch_wal())')"
for _ in $(seq 60); do
  archived="$(psql_on "$SOURCE" "select coalesce(last_archived_wal, '') from pg_stat_archiver")"
  [[ "$archived" < "$segment" ]] || break
  sleep 5
done
if [[ "$archived" < "$segment" ]]; then
  say "$SOURCE has not archived WAL segment $segment (last: ${archived:-none}): check its ObjectStore"
  exit 1
fi
say "counted $(wc -l <"$source_counts") tables on $SOURCE; recovering $DRILL (up to $TIMEOUT)"

applied=1
k apply -k "$FIXTURE" >/dev/null
# The operator sets Ready once the recovered instance has replayed the WAL and accepts connections.
if ! k wait --for=condition=Ready "cluster/$DRILL" --timeout="$TIMEOUT"; then
  say "$DRILL did not become ready; its state:"
  k get cluster "$DRILL" -o jsonpath='{.status.phase}{": "}{.status.phaseReason}{"\n"}' >&2 || true
  exit 1
fi

psql_on "$DRILL" "$COUNT_ROWS" >"$drill_counts"

# table, source's count, restored count, verdict; then one summary line.
failed=0
printf '%-48s %12s %12s\n' table "$SOURCE" "$DRILL"
while read -r table expected; do
  restored="$(awk -v t="$table" '$1 == t { print $2 }' "$drill_counts")"
  verdict=ok
  if [ -z "$restored" ]; then
    restored=missing verdict=MISSING failed=1
  elif [ "$restored" != "$expected" ]; then
    verdict=DIFFERS failed=1
  fi
  printf '%-48s %12s %12s  %s\n' "$table" "$expected" "$restored" "$verdict"
done <"$source_counts"

if [ "$failed" = 0 ]; then
  say "every table restored with its rows ($(wc -l <"$source_counts") tables)"
else
  say "the restore differs from $SOURCE (see above)"
fi
exit "$failed"
