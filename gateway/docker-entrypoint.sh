#!/bin/sh
# Finds the container's DNS server (Docker's 127.0.0.11, the cluster DNS in Kubernetes) for nginx's
# `resolver`, unless GATEWAY_RESOLVER names one, then hands over to the image's entrypoint, which
# renders the templates and starts nginx.
set -eu
if [ -z "${GATEWAY_RESOLVER:-}" ]; then
  GATEWAY_RESOLVER=$(awk '/^nameserver/ { print $2; exit }' /etc/resolv.conf)
  # An IPv6 server must be bracketed in nginx's resolver directive.
  case "$GATEWAY_RESOLVER" in *:*) GATEWAY_RESOLVER="[$GATEWAY_RESOLVER]" ;; esac
fi
if [ -z "$GATEWAY_RESOLVER" ]; then
  echo "gateway: no nameserver in /etc/resolv.conf; set GATEWAY_RESOLVER" >&2
  exit 1
fi
export GATEWAY_RESOLVER
exec /docker-entrypoint.sh "$@"
