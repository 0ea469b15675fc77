#!/bin/sh
# The gateway's certificate on one server (README "Production on one server").
#   ops/tls.sh install CERT KEY   copy a certificate chain and its key into TLS_DIR for the gateway
#   ops/tls.sh deploy-hook        certbot's --deploy-hook: install what it just issued or renewed
#                                 ($RENEWED_LINEAGE), then reload the gateway (make tls-reload)
# TLS_DIR (default /etc/madar/tls) is mounted read-only into the gateway, which runs as uid 101 and
# so cannot read certbot's own root-only key: the copies are owned by 101, the key mode 0600. Each is
# written under a temporary name and renamed, so the gateway never reads half a file.
set -eu

TLS_DIR=${TLS_DIR:-/etc/madar/tls}
GATEWAY_UID=101
repo=$(cd "$(dirname "$0")/.." && pwd)

install_pair() {
  cert=$1
  key=$2
  [ -r "$cert" ] || { echo "tls: cannot read the certificate $cert" >&2; exit 1; }
  [ -r "$key" ] || { echo "tls: cannot read the key $key" >&2; exit 1; }
  # A key that does not belong to the certificate would stop nginx at its next start or reload.
  if ! [ "$(openssl x509 -in "$cert" -noout -pubkey)" = "$(openssl pkey -in "$key" -pubout)" ]; then
    echo "tls: $key is not the key of $cert" >&2
    exit 1
  fi
  mkdir -p "$TLS_DIR"
  chmod 755 "$TLS_DIR"
  copy "$cert" "$TLS_DIR/fullchain.pem" 644
  copy "$key" "$TLS_DIR/privkey.pem" 600
  echo "tls: installed $cert into $TLS_DIR ($(openssl x509 -in "$cert" -noout -enddate))"
}

copy() {
  cp "$1" "$2.tmp"
  chmod "$3" "$2.tmp"
  chown "$GATEWAY_UID:$GATEWAY_UID" "$2.tmp"
  mv -f "$2.tmp" "$2"
}

case "${1:-}" in
  install)
    [ $# -eq 3 ] || { echo "usage: ops/tls.sh install CERT KEY" >&2; exit 2; }
    install_pair "$2" "$3"
    ;;
  deploy-hook)
    lineage=${RENEWED_LINEAGE:?deploy-hook runs from certbot, which sets RENEWED_LINEAGE}
    install_pair "$lineage/fullchain.pem" "$lineage/privkey.pem"
    make -C "$repo" --no-print-directory tls-reload
    ;;
  *)
    echo "usage: ops/tls.sh install CERT KEY | deploy-hook" >&2
    exit 2
    ;;
esac
