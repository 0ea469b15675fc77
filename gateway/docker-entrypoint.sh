#!/bin/sh
# Finds the container's DNS server (Docker's 127.0.0.11, the cluster DNS in Kubernetes) for nginx's
# `resolver`, unless GATEWAY_RESOLVER names one, turns the API read budget and the catalogue cache's
# validity into the template's values, then hands over to the image's entrypoint, which renders the
# templates and starts nginx.
set -eu

# GATEWAY_API_RATE reads a second per client address (0: off), GATEWAY_API_BURST the burst on top.
# nginx refuses a zero rate or burst, so "off" is an empty key (nothing counted) with a placeholder rate.
whole_number() {
  case "$2" in
    '' | *[!0-9]* | ??????*)
      echo "gateway: $1 must be a whole number below 100000, not '$2'" >&2
      exit 1
      ;;
  esac
}
whole_number GATEWAY_API_RATE "${GATEWAY_API_RATE-}"
whole_number GATEWAY_API_BURST "${GATEWAY_API_BURST-}"
if [ "$GATEWAY_API_RATE" -eq 0 ]; then
  GATEWAY_API_BUDGET_KEY='""'
  GATEWAY_API_BUDGET_RATE=1
  GATEWAY_API_BURST=1
  echo "gateway: the per-address budget of API reads is off (GATEWAY_API_RATE=0)" >&2
elif [ "$GATEWAY_API_BURST" -eq 0 ]; then
  echo "gateway: GATEWAY_API_BURST must be 1 or more (GATEWAY_API_RATE=0 turns the budget off)" >&2
  exit 1
else
  GATEWAY_API_BUDGET_KEY='$binary_remote_addr'
  GATEWAY_API_BUDGET_RATE=$GATEWAY_API_RATE
fi
export GATEWAY_API_BUDGET_KEY GATEWAY_API_BUDGET_RATE GATEWAY_API_BURST

# GATEWAY_API_CACHE_SECONDS: how long the gateway keeps a public catalogue read (0: not at all).
whole_number GATEWAY_API_CACHE_SECONDS "${GATEWAY_API_CACHE_SECONDS-}"
if [ "$GATEWAY_API_CACHE_SECONDS" -eq 0 ]; then
  GATEWAY_API_CACHE_ZONE=off
  echo "gateway: the cache of catalogue reads is off (GATEWAY_API_CACHE_SECONDS=0)" >&2
else
  GATEWAY_API_CACHE_ZONE=api_catalogue
fi
export GATEWAY_API_CACHE_SECONDS GATEWAY_API_CACHE_ZONE

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
