#!/bin/sh
# Finds the container's DNS server (Docker's 127.0.0.11, the cluster DNS in Kubernetes) for nginx's
# `resolver`, unless GATEWAY_RESOLVER names one, turns the API read and page view budgets and the
# catalogue cache's validity into the template's values, includes the HTTPS servers with GATEWAY_TLS=on, then hands over
# to the image's entrypoint, which renders the templates and starts nginx.
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

# GATEWAY_PAGE_RATE page views a second per client address (0: off; 10 when unset). As many again are
# served at once, up to four times as many more wait their turn (limit_req's delay), past that the
# 429 page. "Off" is an empty key, as for the API budget.
GATEWAY_PAGE_RATE=${GATEWAY_PAGE_RATE-10}
whole_number GATEWAY_PAGE_RATE "$GATEWAY_PAGE_RATE"
if [ "$GATEWAY_PAGE_RATE" -eq 0 ]; then
  GATEWAY_PAGE_BUDGET_KEY='""'
  GATEWAY_PAGE_BUDGET_RATE=1
  GATEWAY_PAGE_DELAY=1
  GATEWAY_PAGE_BURST=2
  echo "gateway: the per-address budget of page views is off (GATEWAY_PAGE_RATE=0)" >&2
else
  GATEWAY_PAGE_BUDGET_KEY='$binary_remote_addr'
  GATEWAY_PAGE_BUDGET_RATE=$GATEWAY_PAGE_RATE
  GATEWAY_PAGE_DELAY=$GATEWAY_PAGE_RATE
  GATEWAY_PAGE_BURST=$((GATEWAY_PAGE_RATE * 5))
fi
export GATEWAY_PAGE_RATE GATEWAY_PAGE_BUDGET_KEY GATEWAY_PAGE_BUDGET_RATE GATEWAY_PAGE_DELAY GATEWAY_PAGE_BURST

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

# GATEWAY_TLS=on (the single-server setup, deploy/docker-compose.prod.yml): HTTPS on 443 in front of
# the server on port 80, and port 8081 redirecting to it but for certificate challenges
# (templates/tls). Off (the default, and Kubernetes, where the ingress holds TLS): nothing of it is
# included and the server on port 80 is all there is.
GATEWAY_TLS_INCLUDE=/etc/nginx/conf.d/tls.conf
case "${GATEWAY_TLS:-off}" in
  off)
    rm -f "$GATEWAY_TLS_INCLUDE"
    ;;
  on)
    GATEWAY_TLS_CERT=${GATEWAY_TLS_CERT:-/etc/madar/tls/fullchain.pem}
    GATEWAY_TLS_KEY=${GATEWAY_TLS_KEY:-/etc/madar/tls/privkey.pem}
    GATEWAY_ACME_ROOT=${GATEWAY_ACME_ROOT:-/var/www/acme}
    # The operator's proxies now stand in front of port 443; port 80 believes only the HTTPS server.
    GATEWAY_EDGE_TRUSTED_PROXIES=${GATEWAY_TRUSTED_PROXIES:-127.0.0.1/32}
    GATEWAY_TRUSTED_PROXIES=127.0.0.1/32
    echo 'include /etc/nginx/conf.d/tls/redirect.conf;' >"$GATEWAY_TLS_INCLUDE"
    if [ -e "$GATEWAY_TLS_CERT" ] && [ -e "$GATEWAY_TLS_KEY" ]; then
      for file in "$GATEWAY_TLS_CERT" "$GATEWAY_TLS_KEY"; do
        if [ ! -r "$file" ]; then
          echo "gateway: $file is not readable by uid $(id -u) (ops/tls.sh install sets its owner)" >&2
          exit 1
        fi
      done
      echo 'include /etc/nginx/conf.d/tls/https.conf;' >>"$GATEWAY_TLS_INCLUDE"
    else
      # A domain's first certificate: the challenge must be answered on port 80 before any exists.
      echo "gateway: no certificate at $GATEWAY_TLS_CERT and $GATEWAY_TLS_KEY: HTTPS is off until one is" \
        "there (make tls-cert or make tls-install), port 8081 answers challenges and redirects" >&2
    fi
    export GATEWAY_TLS_CERT GATEWAY_TLS_KEY GATEWAY_ACME_ROOT GATEWAY_EDGE_TRUSTED_PROXIES \
      GATEWAY_TRUSTED_PROXIES
    ;;
  *)
    echo "gateway: GATEWAY_TLS must be on or off, not '${GATEWAY_TLS}'" >&2
    exit 1
    ;;
esac
exec /docker-entrypoint.sh "$@"
