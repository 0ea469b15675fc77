#!/bin/sh
# Keeps the newest KEEP backups in DIR and deletes the older ones: `make backup` runs it after each
# dump. Only files named as `make backup` names them (madar-<UTC time>.sql) count, so their names sort
# by age and nothing else in DIR is ever touched. KEEP=0 keeps every backup.
#   ops/backup-rotate.sh DIR KEEP
set -eu

# Prints the backups of $1 beyond the newest $2, oldest first.
backups_beyond() {
  ls -1 "$1" | grep -E '^madar-[0-9]{8}T[0-9]{6}Z\.sql$' | sort -r | tail -n +"$(($2 + 1))" | sort
}

dir=${1:?usage: ops/backup-rotate.sh DIR KEEP}
keep=${2:?usage: ops/backup-rotate.sh DIR KEEP}
case "$keep" in
  '' | *[!0-9]*)
    echo "backup-rotate: KEEP must be a whole number (0 keeps every backup), not '$keep'" >&2
    exit 2
    ;;
esac
[ "$keep" -eq 0 ] && exit 0
for name in $(backups_beyond "$dir" "$keep"); do
  rm -f "$dir/$name"
  echo "deleted $dir/$name (keeping the newest $keep)"
done
