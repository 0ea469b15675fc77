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
	LOG_LEVEL=$${LOG_LEVEL:-info} TRUST_PROXY_HOPS=0

.PHONY: help install build up down logs dev test lint typecheck unit integration e2e bench

help:
	@echo "make up      build and start the whole system on http://localhost:$(GATEWAY_PORT)"
	@echo "make down    stop it"
	@echo "make dev     native hot-reload loop (web on http://localhost:5173, services on 3001-3004)"
	@echo "make test    lint, typecheck, unit, integration and end-to-end tests"
	@echo "make bench   throughput of GET /api/services through the gateway (latency off)"

# `npm install` keeps the lockfile's versions; `npm ci` refuses this lockfile where the registry lacks
# other platforms' optional binaries (npm/cli#4828), as the build machines' registry does.
node_modules/.install-stamp: package.json package-lock.json shared/package.json web/package.json services/*/package.json
	npm install --no-audit --no-fund
	@touch $@

install: node_modules/.install-stamp

build: install
	npm run build

up:
	GATEWAY_PORT=$(GATEWAY_PORT) $(COMPOSE) up -d --build
	@$(MAKE) --no-print-directory wait-healthy PORT=$(GATEWAY_PORT)
	@echo "Madar is up: http://localhost:$(GATEWAY_PORT)  (admin: http://localhost:$(GATEWAY_PORT)/admin/login)"

down:
	$(COMPOSE) down --remove-orphans

logs:
	$(COMPOSE) logs -f --tail=100

# Waits until the gateway answers and every service reports healthy through it (at most 3 minutes).
wait-healthy:
	@for i in $$(seq 1 90); do \
	  ok=1; for s in auth content recruitment inquiries; do \
	    curl -fsS -o /dev/null "http://localhost:$(PORT)/api/$$s/health" || ok=0; \
	  done; \
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

# Browser flows against the whole system in compose, on its own port and project, latency off.
e2e: install
	@mkdir -p $(RESULTS)
	export GATEWAY_PORT=$(E2E_PORT) LATENCY_READ_MS=0 LATENCY_WRITE_MS=0 LOGIN_RATE_LIMIT=0 PUBLIC_WRITE_RATE_LIMIT=0; \
	$(COMPOSE) -p madar-e2e up -d --build && \
	$(MAKE) --no-print-directory wait-healthy PORT=$(E2E_PORT) && \
	E2E_BASE_URL=http://localhost:$(E2E_PORT) PLAYWRIGHT_JSON_OUTPUT_NAME=$(CURDIR)/$(RESULTS)/e2e.json \
	  npx playwright test --config tests/e2e/playwright.config.ts --reporter=list,json; \
	status=$$?; $(COMPOSE) -p madar-e2e down --remove-orphans -v >/dev/null 2>&1; exit $$status

# Every runner runs even when an earlier one fails, so the totals cover them all.
test: lint typecheck
	@rm -rf $(RESULTS); mkdir -p $(RESULTS); status=0; \
	$(MAKE) --no-print-directory unit || status=1; \
	$(MAKE) --no-print-directory integration || status=1; \
	$(MAKE) --no-print-directory e2e || status=1; \
	node .ci/totals.mjs $(RESULTS) > $(RESULTS)/totals.txt || status=1; \
	cat $(RESULTS)/totals.txt; \
	exit $$status

bench: install
	export GATEWAY_PORT=$(GATEWAY_PORT) LATENCY_READ_MS=0 LATENCY_WRITE_MS=0; \
	$(COMPOSE) up -d --build && $(MAKE) --no-print-directory wait-healthy PORT=$(GATEWAY_PORT)
	npx autocannon --connections 50 --duration 10 --warmup [ -c 10 -d 2 ] http://localhost:$(GATEWAY_PORT)/api/services
	@echo "Note: the system keeps running with latency off; 'make up' restores the defaults."
