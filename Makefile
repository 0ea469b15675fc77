# Thin wrappers over npm scripts and compose. `make up` runs the whole system, `make test` every test.
SHELL := /bin/bash
.DEFAULT_GOAL := help

# docker compose (v2 plugin) where it exists, else docker-compose (v1).
COMPOSE := $(shell if docker compose version >/dev/null 2>&1; then echo "docker compose"; else echo "docker-compose"; fi)
GATEWAY_PORT ?= 8080
E2E_PORT ?= 8090
RESULTS := test-results

# Demo values for the native loop (`make dev`); compose carries the same defaults. Never use them in production.
DEV_ENV := ADMIN_EMAIL=admin@madar.ly \
	ADMIN_PASSWORD_HASH=$${ADMIN_PASSWORD_HASH:-scrypt:32768:8:3:iz4P45ywiS3kdQ0AEKJ8Fg:dZ--1XVVtCk_DFSFq51scjDI5cUc1JMlaQzUIXOKn5w} \
	AUTH_JWKS_URL=http://localhost:3001/api/auth/jwks \
	LATENCY_READ_MS=$${LATENCY_READ_MS:-500} LATENCY_WRITE_MS=$${LATENCY_WRITE_MS:-1000} \
	LOG_LEVEL=$${LOG_LEVEL:-info} TRUST_PROXY_HOPS=0 PUBLIC_ORIGIN=$${PUBLIC_ORIGIN:-http://localhost:5173}

.PHONY: help install build up up-durable down clean backup restore logs dev test checks lint typecheck unit integration e2e screenshots bench lighthouse

# Durable mode: the compose profile `durable` (postgres, redis, auth-key) and the services pointed at it.
# Every compose command that may touch those containers names the profile (compose v2 ignores the
# containers of an inactive profile). POSTGRES_PASSWORD must be URL-safe, or set DATABASE_URL too.
DURABLE := $(COMPOSE) --profile durable
DURABLE_ENV := export POSTGRES_PASSWORD="$${POSTGRES_PASSWORD:-madar-demo-only}"; \
	export DATABASE_URL="$${DATABASE_URL:-postgres://madar:$${POSTGRES_PASSWORD}@postgres:5432/madar}"; \
	export REDIS_URL="$${REDIS_URL:-redis://redis:6379}"; \
	if [ -z "$${AUTH_PRIVATE_KEY:-}" ]; then \
	  export AUTH_PRIVATE_KEY_FILE="$${AUTH_PRIVATE_KEY_FILE:-/var/lib/madar/auth-key/signing-key.pem}"; fi
SCHEMAS := auth content recruitment inquiries
SERVICES := auth content recruitment inquiries
BACKUP_DIR := backups
# How many dumps `make backup` keeps in BACKUP_DIR, newest first (ops/backup-rotate.sh); 0 keeps all.
BACKUP_KEEP ?= 14

# Runs inside the postgres container: a plain-SQL pg_dump of the services' schemas that exist (pg_dump
# refuses a schema list that matches nothing, as on a database no service has migrated yet).
define BACKUP_SCRIPT
set -eu
list=$$(echo "$(SCHEMAS)" | sed "s/[a-z][a-z]*/'&'/g; s/ /,/g")
found=$$(psql -U "$$POSTGRES_USER" -d "$$POSTGRES_DB" -AtX -v ON_ERROR_STOP=1 \
  -c "SELECT nspname FROM pg_namespace WHERE nspname IN ($$list) ORDER BY 1")
echo "-- Madar backup (plain SQL, pg_dump --no-owner --no-privileges) taken $$(date -u +%Y-%m-%dT%H:%M:%SZ)"
names=$$(echo $$found)
echo "-- schemas: $${names:-none}"
echo "-- restore: make restore FILE=<this file>"
if [ -z "$$found" ]; then echo "-- none of $(SCHEMAS) existed: restoring this leaves them empty"; exit 0; fi
args=; for s in $$found; do args="$$args --schema=$$s"; done
exec pg_dump -U "$$POSTGRES_USER" -d "$$POSTGRES_DB" --no-owner --no-privileges $$args
endef
export BACKUP_SCRIPT

help:
	@echo "make up          build and start the whole system on http://localhost:$(GATEWAY_PORT), data in memory"
	@echo "make up-durable  the same on PostgreSQL and Redis (compose profile durable); data kept in volumes"
	@echo "make down        stop it (either mode; the volumes stay)"
	@echo "make clean       stop it and delete the volumes: every durable record and the signing key"
	@echo "make backup      pg_dump of every service's schema to $(BACKUP_DIR)/madar-<UTC time>.sql (durable mode), keeping the newest $(BACKUP_KEEP)"
	@echo "make restore FILE=$(BACKUP_DIR)/madar-....sql [CONFIRM=yes]  replace every service's data with a backup"
	@echo "make logs        follow the containers' logs"
	@echo "make restart, make rebuild [SERVICE=...]  recreate or rebuild what runs, in the mode it runs in (memory or durable)"
	@echo "make prod-up     production on one server: HTTPS, durable, $(PROD_ENV_FILE) (also prod-rebuild, prod-restart, prod-down, prod-logs)"
	@echo "make tls-cert DOMAIN=... EMAIL=...  Let's Encrypt certificate with certbot (webroot); make tls-install CERT=... KEY=... for your own"
	@echo "make dev         native hot-reload loop (web on http://localhost:5173, services on 3001-3004)"
	@echo "make test        lint, typecheck, unit, integration and end-to-end tests"
	@echo "make screenshots every public and admin screen in both languages, phone and desktop, to screenshots/"
	@echo "make bench       GET /api/services and the admin brief page: memory (with and without resource limits)"
	@echo "                 vs PostgreSQL, 100,000 briefs, and the content service's memory under reads until it settles;"
	@echo "                 /api/services through the gateway vs a static nginx serving the same bytes; pages and the"
	@echo "                 framework script vs static and uncompressed, a second client during a flood; fails on any error"
	@echo "make lighthouse  Lighthouse mobile (median of 3) on /, /services, a post and /careers in both languages"

# `npm install` keeps the lockfile's versions; `npm ci` refuses this lockfile where the registry lacks
# other platforms' optional binaries (npm/cli#4828), as the build machines' registry does.
node_modules/.install-stamp: package.json package-lock.json shared/package.json web/package.json services/*/package.json
	npm install --no-audit --no-fund
	@touch $@

install: node_modules/.install-stamp

build: install
	npm run build

up:
	GATEWAY_PORT=$(GATEWAY_PORT) PUBLIC_ORIGIN=$${PUBLIC_ORIGIN:-http://localhost:$(GATEWAY_PORT)} $(COMPOSE) up -d --build $(SERVICE)
	@$(MAKE) --no-print-directory wait-healthy PORT=$(GATEWAY_PORT)
	@echo "Madar is up: http://localhost:$(GATEWAY_PORT)  (admin: http://localhost:$(GATEWAY_PORT)/admin/login)"

# The signing key is generated (once) and the schemas are migrated (the one-shot `migrate`, with the
# services' images built first) before the services start: they cannot depend_on a profiled service.
# A failed migration stops here, the running services left as they were, and shows its log.
MIGRATED_IMAGES = $(filter $(SERVICES),$(or $(SERVICE),$(SERVICES)))
up-durable:
	@$(DURABLE_ENV); set -e; \
	$(DURABLE) run --rm auth-key; \
	$(if $(MIGRATED_IMAGES),$(DURABLE) build $(MIGRATED_IMAGES);) \
	$(DURABLE) run --rm migrate || { $(DURABLE) logs --no-color $(addprefix migrate-,$(SERVICES)) >&2; \
	  echo "a migration failed: nothing was restarted" >&2; exit 1; }; \
	GATEWAY_PORT=$(GATEWAY_PORT) PUBLIC_ORIGIN=$${PUBLIC_ORIGIN:-http://localhost:$(GATEWAY_PORT)} $(DURABLE) up -d --build $(SERVICE)
	@$(MAKE) --no-print-directory wait-healthy PORT=$(GATEWAY_PORT) HEALTH=health/ready
	@echo "Madar is up on PostgreSQL and Redis: http://localhost:$(GATEWAY_PORT)  (admin: http://localhost:$(GATEWAY_PORT)/admin/login)"

down:
	$(DURABLE) down --remove-orphans

clean:
	$(DURABLE) down --remove-orphans --volumes

# Plain SQL, mode 0600 (it holds personal data and resumes); written under a temporary name first, so
# a failed dump never leaves a file that looks like a backup.
backup:
	@set -euo pipefail; umask 077; mkdir -p $(BACKUP_DIR); \
	file=$(BACKUP_DIR)/madar-$$(date -u +%Y%m%dT%H%M%SZ).sql; \
	if ! $(DURABLE) exec -T postgres sh -c "$$BACKUP_SCRIPT" > "$$file.partial"; then \
	  rm -f "$$file.partial"; echo "backup failed (is the durable system up? make up-durable)" >&2; exit 1; fi; \
	mv "$$file.partial" "$$file"; \
	echo "wrote $$file ($$(du -h "$$file" | cut -f1); $$(sed -n 2p "$$file" | cut -c4-))"; \
	ops/backup-rotate.sh $(BACKUP_DIR) $(BACKUP_KEEP)

# Stops the services, drops the four schemas and loads FILE in one transaction (an error changes
# nothing), then starts the services again and the gateway (which resolves their addresses at start).
restore:
	@set -uo pipefail; \
	if [ -z "$(FILE)" ] || [ ! -f "$(FILE)" ]; then echo "usage: make restore FILE=$(BACKUP_DIR)/madar-<time>.sql [CONFIRM=yes]" >&2; exit 2; fi; \
	if [ -z "$$($(DURABLE) ps -q postgres 2>/dev/null)" ]; then echo "postgres is not running: make up-durable first" >&2; exit 1; fi; \
	if [ "$(CONFIRM)" != yes ]; then \
	  echo "This replaces ALL data of $(SCHEMAS) in project $${COMPOSE_PROJECT_NAME:-$$(basename "$(CURDIR)")} with $(FILE):"; \
	  head -n 2 "$(FILE)"; \
	  read -r -p "Type yes to continue: " answer || true; \
	  if [ "$${answer:-}" != yes ]; then echo "aborted: nothing changed" >&2; exit 1; fi; \
	fi; \
	$(COMPOSE) stop $(SERVICES); \
	{ echo "SET client_min_messages = warning;"; \
	  echo "DROP SCHEMA IF EXISTS $$(echo $(SCHEMAS) | sed 's/ /, /g') CASCADE;"; cat "$(FILE)"; } \
	  | $(DURABLE) exec -T postgres sh -c 'psql -q -X -v ON_ERROR_STOP=1 --single-transaction -U "$$POSTGRES_USER" -d "$$POSTGRES_DB"' >/dev/null; \
	status=$$?; \
	if [ $$status != 0 ]; then echo "restore failed: the database is as it was before" >&2; fi; \
	$(COMPOSE) start $(SERVICES) && $(COMPOSE) restart gateway \
	  || { echo "could not start the services again: run make up-durable" >&2; exit 1; }; \
	[ $$status = 0 ] || exit $$status; \
	$(MAKE) --no-print-directory wait-healthy PORT=$(GATEWAY_PORT) HEALTH=health/ready && echo "restored $(FILE)"

logs:
	$(DURABLE) logs -f --tail=100

# Waits until the gateway answers and every service reports healthy through it, and the renderer
# answers (robots.txt comes from it), at most 3 minutes. HEALTH=health/ready also waits for each
# service's database and Redis.
HEALTH ?= health
wait-healthy:
	@for i in $$(seq 1 90); do \
	  ok=1; for s in auth content recruitment inquiries; do \
	    curl -fsS -o /dev/null "http://localhost:$(PORT)/api/$$s/$(HEALTH)" || ok=0; \
	  done; \
	  curl -fsS -o /dev/null "http://localhost:$(PORT)/robots.txt" || ok=0; \
	  [ $$ok = 1 ] && exit 0; sleep 2; \
	done; echo "services did not become healthy on port $(PORT)" >&2; exit 1

dev: install
	npm run build -w @madar/shared
	$(DEV_ENV) npx concurrently --kill-others-on-fail --names shared,auth,content,recruitment,inquiries,web \
	  "tsc -w --preserveWatchOutput -p shared/tsconfig.build.json" \
	  "tsc -p services/auth/tsconfig.build.json && (tsc -w --preserveWatchOutput -p services/auth/tsconfig.build.json & PORT=3001 node --watch services/auth/dist/main.js)" \
	  "tsc -p services/content/tsconfig.build.json && (tsc -w --preserveWatchOutput -p services/content/tsconfig.build.json & PORT=3002 node --watch services/content/dist/main.js)" \
	  "tsc -p services/recruitment/tsconfig.build.json && (tsc -w --preserveWatchOutput -p services/recruitment/tsconfig.build.json & PORT=3003 node --watch services/recruitment/dist/main.js)" \
	  "tsc -p services/inquiries/tsconfig.build.json && (tsc -w --preserveWatchOutput -p services/inquiries/tsconfig.build.json & PORT=3004 node --watch services/inquiries/dist/main.js)" \
	  "npm run dev -w @madar/web"

lint: install
	npm run lint
	npm run format:check

typecheck: install
	npm run typecheck

unit: install
	@mkdir -p $(RESULTS)
	npx jest --config jest.config.mjs --json --outputFile=$(RESULTS)/unit.json

integration: install
	@mkdir -p $(RESULTS)
	npx jest --config tests/integration/jest.config.mjs --runInBand --json --outputFile=$(RESULTS)/integration.json

# Playwright against the whole system in compose, on its own project $(1) and port $(2), latency and
# rate limits and the forms' minimum fill time off (a script fills a form in well under a second),
# with Playwright's arguments $(3); the containers go afterwards whatever the result.
# The gateway's read budget stays at its default: the e2e suite peaks under 10 API reads a second. Its
# page budget is off: parallel browsers load pages from one address faster than any visitor.
COMMA := ,
define BROWSER_RUN
export GATEWAY_PORT=$(2) MAIL_PORT=$$(($(2) + 1000)) PUBLIC_ORIGIN=http://localhost:$(2) E2E_COMPOSE_PROJECT=$(1) LATENCY_READ_MS=0 LATENCY_WRITE_MS=0 LOGIN_RATE_LIMIT=0 PUBLIC_WRITE_RATE_LIMIT=0 SPAM_MIN_FILL_MS=0 GATEWAY_PAGE_RATE=0 SCHEDULE_TICK_MS=1000; \
$(COMPOSE) -p $(1) up -d --build && \
$(MAKE) --no-print-directory wait-healthy PORT=$(2) && \
E2E_BASE_URL=http://localhost:$(2) npx playwright test $(3); \
status=$$?; $(COMPOSE) -p $(1) down --remove-orphans -v >/dev/null 2>&1; exit $$status
endef

# Browser flows and axe checks (not the screenshots).
e2e: install
	@mkdir -p $(RESULTS)
	export PLAYWRIGHT_JSON_OUTPUT_NAME=$(CURDIR)/$(RESULTS)/e2e.json; \
	$(call BROWSER_RUN,madar-e2e,$(E2E_PORT),--config tests/e2e/playwright.config.ts --reporter=list$(COMMA)json)

# Full-page screenshots of every public and admin screen, both languages, phone and desktop widths,
# into screenshots/ for people to review; not part of `make test`.
SCREENSHOTS_PORT ?= 8092
screenshots: install
	$(call BROWSER_RUN,madar-screenshots,$(SCREENSHOTS_PORT),--config tests/e2e/screenshots.config.ts)

# Lint, formatting and types in one step: shared is built once, then the three run side by side on both
# cores (each type project is its own tsc, two at a time), each one's output printed whole when it ends.
checks: install
	npm run checks

# Every runner runs even when an earlier one fails, so the totals cover them all.
test: checks
	@rm -rf $(RESULTS); mkdir -p $(RESULTS); status=0; \
	$(MAKE) --no-print-directory unit || status=1; \
	$(MAKE) --no-print-directory integration || status=1; \
	$(MAKE) --no-print-directory e2e || status=1; \
	node .ci/totals.mjs $(RESULTS) > $(RESULTS)/totals.txt || status=1; \
	cat $(RESULTS)/totals.txt; \
	exit $$status

# Side by side in one run, latency and rate limits off (the gateway's read and page budgets too), on its
# own project and port: the memory system,
# the same without its resource limits (bench/no-limits.yml: what the limits cost), then on PostgreSQL
# and Redis, through the gateway (bench/gateway.mjs); on the memory system, pages and the framework
# script through the gateway against the same bytes as a static file (bench/static-pages.yml mounts a
# directory of them in the gateway) and a second client's latency while one address floods pages
# (bench/pages.mjs); then the admin brief page at the service itself with 100,000 briefs, PostgreSQL,
# and Redis for the sign-out list (bench/briefs-page.mjs); then the content image's RSS under reads
# within its compose limits until it settles (bench/content-memory.mjs; at most +30%:
# docs/architecture.md#budgets). Any bench whose requests erred or were answered with another status
# than expected, or whose RSS did not settle, fails with its reasons (bench/verdict.mjs).
BENCH_PORT ?= 8091
BENCH_PROJECT := madar-bench
BENCH_FILES := -f docker-compose.yml -f bench/static-pages.yml
bench: build
	@set -e; export GATEWAY_PORT=$(BENCH_PORT) MAIL_PORT=$$(($(BENCH_PORT) + 1000)) LATENCY_READ_MS=0 LATENCY_WRITE_MS=0 LOGIN_RATE_LIMIT=0 \
	  PUBLIC_WRITE_RATE_LIMIT=0 GATEWAY_API_RATE=0 GATEWAY_PAGE_RATE=0 LOG_LEVEL=warn \
	  COMPOSE_PROJECT_NAME=$(BENCH_PROJECT) BENCH_STATIC_DIR=$$(mktemp -d); chmod 755 "$$BENCH_STATIC_DIR"; \
	trap '$(DURABLE) -p $(BENCH_PROJECT) down --remove-orphans --volumes >/dev/null 2>&1; rm -rf "$$BENCH_STATIC_DIR"' EXIT; \
	$(COMPOSE) -p $(BENCH_PROJECT) $(BENCH_FILES) up -d --build; \
	$(MAKE) --no-print-directory wait-healthy PORT=$(BENCH_PORT); \
	node bench/gateway.mjs http://localhost:$(BENCH_PORT) memory; \
	node bench/static-ratio.mjs http://localhost:$(BENCH_PORT); \
	node bench/pages.mjs http://localhost:$(BENCH_PORT) "$$BENCH_STATIC_DIR"; \
	$(COMPOSE) -p $(BENCH_PROJECT) $(BENCH_FILES) -f bench/no-limits.yml up -d; \
	$(MAKE) --no-print-directory wait-healthy PORT=$(BENCH_PORT); \
	node bench/gateway.mjs http://localhost:$(BENCH_PORT) 'memory, no limits'; \
	node bench/static-ratio.mjs http://localhost:$(BENCH_PORT); \
	$(DURABLE_ENV); $(DURABLE) -p $(BENCH_PROJECT) $(BENCH_FILES) run --rm auth-key >/dev/null; \
	$(DURABLE) -p $(BENCH_PROJECT) $(BENCH_FILES) up -d; \
	$(MAKE) --no-print-directory wait-healthy PORT=$(BENCH_PORT) HEALTH=health/ready; \
	node bench/gateway.mjs http://localhost:$(BENCH_PORT) postgres
	node bench/briefs-page.mjs
	node bench/content-memory.mjs content

# Lighthouse mobile (default throttling), median of 3, on /, /services, the newest post and /careers in
# English and Arabic with the system Chromium (bench/lighthouse.mjs), latency and rate limits off, on
# its own project and port; the containers go afterwards whatever the result. Not part of `make test`.
LIGHTHOUSE_PORT ?= 8093
LIGHTHOUSE_PROJECT := madar-lighthouse
lighthouse: install
	@set -e; export GATEWAY_PORT=$(LIGHTHOUSE_PORT) MAIL_PORT=$$(($(LIGHTHOUSE_PORT) + 1000)) LATENCY_READ_MS=0 LATENCY_WRITE_MS=0 LOGIN_RATE_LIMIT=0 \
	  PUBLIC_WRITE_RATE_LIMIT=0 GATEWAY_API_RATE=0 LOG_LEVEL=warn PUBLIC_ORIGIN=http://localhost:$(LIGHTHOUSE_PORT); \
	trap '$(COMPOSE) -p $(LIGHTHOUSE_PROJECT) down --remove-orphans --volumes >/dev/null 2>&1' EXIT; \
	$(COMPOSE) -p $(LIGHTHOUSE_PROJECT) up -d --build; \
	$(MAKE) --no-print-directory wait-healthy PORT=$(LIGHTHOUSE_PORT); \
	node bench/lighthouse.mjs http://localhost:$(LIGHTHOUSE_PORT)

# ---- Keeping the mode: rebuild and restart what runs, as it runs (README "Production on one server") ----
# The demo's two modes: durable when its postgres container runs, else memory. A server started with
# `make prod-up` is refused here (its gateway runs with GATEWAY_TLS=on): the prod-* targets below
# keep its override and env file. SERVICE names some services (rebuilt and recreated with what they
# depend on); empty means all. `make up` and `make up-durable` take it too.
SERVICE ?=
DEMO_MODE := gw=$$($(COMPOSE) ps -q gateway 2>/dev/null); \
	if [ -n "$$gw" ] && docker inspect -f '{{range .Config.Env}}{{println .}}{{end}}' $$gw | grep -qx GATEWAY_TLS=on; then \
	  echo "this system runs in production mode: make prod-$@" >&2; exit 1; fi; \
	if [ -n "$$($(DURABLE) ps -q postgres 2>/dev/null)" ]; then mode=durable; else mode=memory; fi

rebuild:
	@$(DEMO_MODE); if [ $$mode = durable ]; then $(MAKE) --no-print-directory up-durable; else $(MAKE) --no-print-directory up; fi

restart:
	@$(DEMO_MODE); export GATEWAY_PORT=$(GATEWAY_PORT) PUBLIC_ORIGIN=$${PUBLIC_ORIGIN:-http://localhost:$(GATEWAY_PORT)}; \
	if [ $$mode = durable ]; then $(DURABLE_ENV); $(DURABLE) up -d --no-build --force-recreate $(SERVICE) && \
	  $(MAKE) --no-print-directory wait-healthy PORT=$(GATEWAY_PORT) HEALTH=health/ready; \
	else $(COMPOSE) up -d --no-build --force-recreate $(SERVICE) && $(MAKE) --no-print-directory wait-healthy PORT=$(GATEWAY_PORT); fi

# ---- Production on one server: durable mode, deploy/docker-compose.prod.yml and the operator's env file ----
# PROD_ENV_FILE is read by the shell (quote values with spaces or JSON in single quotes) before compose,
# which takes its ${VAR}s from it; ops/prod-check.sh refuses missing secrets and the demo's values.
# The plain-HTTP site stays on the host's loopback (GATEWAY_PORT), where wait-healthy reaches it.
PROD_ENV_FILE ?= .env.prod
PROD := $(DURABLE) -f docker-compose.yml -f deploy/docker-compose.prod.yml
PROD_ENV := set -e; ops/prod-check.sh "$(PROD_ENV_FILE)"; set -a; . "$(abspath $(PROD_ENV_FILE))"; set +a; \
	export GATEWAY_PORT="$${GATEWAY_PORT:-127.0.0.1:8080}"; $(DURABLE_ENV)
PROD_WAIT := $(MAKE) --no-print-directory wait-healthy PORT=$${GATEWAY_PORT\#\#*:} HEALTH=health/ready

# Builds, migrates (the one-shots, as up-durable: a failure stops here, nothing restarted), starts (or
# recreates what changed) and waits until every service is ready. The one-shots seed as the services
# would, and compose's default is the demo's: prod's is false unless the env file says otherwise.
prod-up prod-rebuild:
	@$(PROD_ENV); export SEED_DEMO_DATA="$${SEED_DEMO_DATA:-false}"; $(PROD) run --rm auth-key; \
	$(if $(MIGRATED_IMAGES),$(PROD) build $(MIGRATED_IMAGES);) \
	$(PROD) run --rm migrate || { $(PROD) logs --no-color $(addprefix migrate-,$(SERVICES)) >&2; \
	  echo "a migration failed: nothing was restarted" >&2; exit 1; }; \
	$(PROD) up -d --build --remove-orphans $(SERVICE); $(PROD_WAIT); \
	echo "Madar is up: $$PUBLIC_ORIGIN"

# Recreates the containers (SERVICE: some) from the images as built, with the env file as it is now.
prod-restart:
	@$(PROD_ENV); $(PROD) up -d --no-build --force-recreate $(SERVICE); $(PROD_WAIT)

prod-down:
	@$(PROD_ENV); $(PROD) down --remove-orphans

prod-logs:
	@$(PROD_ENV); $(PROD) logs -f --tail=100 $(SERVICE)

# A Let's Encrypt certificate from Debian's certbot (apt-get install certbot) on the host, in webroot
# mode: the gateway (prod-up) answers the challenge on port 80 from ACME_WEBROOT. certbot keeps the
# deploy hook in its renewal settings, so its timer's renewals install the new files and reload.
ACME_WEBROOT ?= /var/lib/madar/acme
TLS_DIR ?= /etc/madar/tls
tls-cert:
	@if [ -z "$(DOMAIN)" ] || [ -z "$(EMAIL)" ]; then echo "usage: make tls-cert DOMAIN=www.example.ly EMAIL=ops@example.ly" >&2; exit 2; fi
	mkdir -p $(ACME_WEBROOT)
	certbot certonly --webroot -w $(ACME_WEBROOT) $(foreach d,$(DOMAIN),-d $(d)) --email $(EMAIL) \
	  --agree-tos --non-interactive --keep-until-expiring \
	  --deploy-hook "TLS_DIR=$(TLS_DIR) $(CURDIR)/ops/tls.sh deploy-hook"

# A certificate the operator provides: CERT (the chain, leaf first) and KEY (PEM).
tls-install:
	@if [ -z "$(CERT)" ] || [ -z "$(KEY)" ]; then echo "usage: make tls-install CERT=fullchain.pem KEY=privkey.pem" >&2; exit 2; fi
	TLS_DIR=$(TLS_DIR) ops/tls.sh install "$(CERT)" "$(KEY)"
	@$(MAKE) --no-print-directory tls-reload

# nginx re-reads the certificate on a reload; a gateway still waiting for its first one (no HTTPS
# server in its configuration) is restarted instead, which is when it decides to serve HTTPS.
tls-reload:
	@$(PROD_ENV); if [ -z "$$($(PROD) ps -q gateway)" ]; then echo "the gateway is not running: make prod-up" >&2; exit 0; fi; \
	if $(PROD) exec -T gateway grep -qs https.conf /etc/nginx/conf.d/tls.conf; then \
	  $(PROD) exec -T gateway nginx -s reload && echo "gateway reloaded"; \
	else $(PROD) restart gateway && echo "gateway restarted with HTTPS"; fi

.PHONY: rebuild restart prod-up prod-rebuild prod-restart prod-down prod-logs tls-cert tls-install tls-reload
