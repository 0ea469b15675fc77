#!/bin/sh
# Refuses to start production with a secret missing or a demo value left in the env file (the
# production checklist's settings, README "Production on one server"), listing every problem.
#   ops/prod-check.sh FILE
set -eu

file=${1:?usage: ops/prod-check.sh ENV_FILE}
if [ ! -f "$file" ]; then
  echo "no $file: copy deploy/prod.env.example there and fill it in" >&2
  exit 1
fi

# In a subshell, so the file's values check here and nothing else.
(
  set -a
  . "$(cd "$(dirname "$file")" && pwd)/$(basename "$file")"
  set +a
  problems=''
  problem() { problems="$problems
  - $1"; }
  for name in PUBLIC_ORIGIN ADMIN_EMAIL ADMIN_PASSWORD_HASH POSTGRES_PASSWORD AUTH_TWO_STEP_KEY NEWSLETTER_TOKEN_SECRET SMTP_URL; do
    eval "value=\${$name:-}"
    [ -n "$value" ] || problem "$name is not set"
  done
  case "${PUBLIC_ORIGIN:-https://}" in
    https://*) ;;
    *) problem "PUBLIC_ORIGIN must start with https:// (not ${PUBLIC_ORIGIN})" ;;
  esac
  [ "${ADMIN_EMAIL:-}" != admin@madar.ly ] || problem 'ADMIN_EMAIL is the demo address'
  case "${ADMIN_PASSWORD_HASH:-}" in
    scrypt:32768:8:3:iz4P45ywiS3kdQ0AEKJ8Fg:*) problem "ADMIN_PASSWORD_HASH is the demo password's" ;;
  esac
  [ "${POSTGRES_PASSWORD:-}" != madar-demo-only ] || problem 'POSTGRES_PASSWORD is the demo password'
  case "${POSTGRES_PASSWORD:-x}" in
    *[!A-Za-z0-9._~-]*) problem 'POSTGRES_PASSWORD must be URL-safe (letters, digits, . _ ~ -)' ;;
  esac
  key=${AUTH_TWO_STEP_KEY:-}
  [ -z "$key" ] || [ "${#key}" -ge 32 ] || problem 'AUTH_TWO_STEP_KEY must be 32 characters or more'
  secret=${NEWSLETTER_TOKEN_SECRET:-}
  [ -z "$secret" ] || [ "${#secret}" -ge 32 ] || problem 'NEWSLETTER_TOKEN_SECRET must be 32 characters or more'
  case "$secret" in
    demo-only-*) problem "NEWSLETTER_TOKEN_SECRET is the demo's" ;;
  esac
  case "${SMTP_URL:-}" in
    smtp://mail:*) problem "SMTP_URL is the demo's mail catcher: name the company's mail server" ;;
  esac
  [ "${VITE_DEMO_MODE:-false}" != true ] || problem 'VITE_DEMO_MODE=true shows the demo credentials'
  [ "${SEED_DEMO_DATA:-false}" != true ] || problem 'SEED_DEMO_DATA=true adds invented briefs, posts and jobs'
  if [ -n "$problems" ]; then
    echo "$file is not ready for production:$problems" >&2
    exit 1
  fi
)
