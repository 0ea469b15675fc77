# Every image of the system, one target per component. Build from the repository root:
#   docker build --target auth -t madar/auth:local .          (also content, recruitment, inquiries)
#   docker build --target gateway -t madar/gateway:local .    (--build-arg VITE_DEMO_MODE=true: demo sign-in)
#   docker build --target renderer -t madar/renderer:local .  (same build args as the gateway)
# The `deps` stage is the same for all five targets, so Docker's layer cache installs the
# dependencies once for every image.
#
# Stage order matters with Docker's legacy builder (no BuildKit): it builds every stage above the
# chosen target, needed or not. The services come first, so a service target never builds the web
# app; the gateway comes last (building it alone builds the four services too; after one of them,
# all from cache).

# ---- deps: every workspace's dependencies, dev tools included (shared by all images) ----
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY services/auth/package.json services/auth/
COPY services/content/package.json services/content/
COPY services/recruitment/package.json services/recruitment/
COPY services/inquiries/package.json services/inquiries/
COPY web/package.json web/
# `npm install` honours the lockfile's versions; `npm ci` refuses this lockfile on registries that
# lack other platforms' optional binaries (npm/cli#4828). Scripts stay off, as on developer machines.
RUN npm install --ignore-scripts --no-audit --no-fund --no-update-notifier

# ---- shared-build: @madar/shared compiled once for the four services ----
FROM deps AS shared-build
COPY tsconfig.base.json tsconfig.node.json ./
COPY shared/ shared/
RUN npm run build -w @madar/shared

# ---- service-runtime: what the four service images have in common (settings only: each image's
# files follow, its own production dependencies first, as they change least often) ----
# Root-owned and read-only for the `node` user (uid 1000): the process cannot rewrite its own code.
# COPY writes as root whatever USER says, so the targets below add their code the same way.
# npm stays in the image although nothing in it runs npm (compose and the Kubernetes Jobs run
# `node dist/migrate.js`): it is in the base image's layers, so deleting it would save no bytes.
FROM node:24-bookworm-slim AS service-runtime
# V8 sizes its heap from the container's memory limit, but by default lets the old generation take
# all of it (259 MiB in a 256 MiB container), so the kernel would kill the process before V8 collects
# hard. Half the limit (compose 256m: 128 MiB; prod 384Mi: 192 MiB) leaves the rest to the young
# generation, code, native memory and Buffers; the live heap under load is about 40 MiB
# (docs/architecture.md#budgets). A percentage follows each environment's limit; without a limit it is half
# the machine's memory.
ENV NODE_ENV=production \
    NODE_OPTIONS=--max-old-space-size-percentage=50
WORKDIR /app
USER node
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/main.js"]

# ---- the four services: install one's production dependencies, compile it, then add both to
# service-runtime ----
# Each image holds only its own service's and @madar/shared's production dependencies (sharp only in
# content, pdf-lib only in recruitment), reinstalled from the npm cache the deps stage filled.
# TypeScript is removed after the install: it is an optional peer of @nestjs/swagger (for its compiler
# plugin, a build step) and of cosmiconfig (for .ts configuration files, which mjml's minifier never
# has), and npm keeps an optional peer in an --omit=dev tree when the root's devDependencies install
# it too (--omit=peer does not touch it, and --omit=optional would drop sharp's libvips binaries).
# Nothing loads it at run time. The empty node_modules directories let the COPY below find one.
FROM deps AS auth-deps
RUN rm -rf node_modules \
 && npm install --omit=dev --prefer-offline --ignore-scripts --no-audit --no-fund --no-update-notifier \
      -w @madar/shared -w @madar/auth \
 && rm -rf node_modules/typescript \
 && mkdir -p shared/node_modules services/auth/node_modules

FROM shared-build AS auth-build
COPY services/auth/ services/auth/
RUN npm run build -w @madar/auth

FROM service-runtime AS auth
ENV SERVICE=auth \
    PORT=3001
COPY --from=auth-deps /app/package.json ./
COPY --from=auth-deps /app/node_modules node_modules/
COPY --from=auth-deps /app/shared/node_modules shared/node_modules/
COPY --from=auth-deps /app/services/auth/node_modules services/auth/node_modules/
COPY --from=shared-build /app/shared/package.json shared/
COPY --from=shared-build /app/shared/dist shared/dist/
COPY --from=auth-build /app/services/auth/package.json services/auth/
COPY --from=auth-build /app/services/auth/dist services/auth/dist/
WORKDIR /app/services/auth
EXPOSE 3001

FROM deps AS content-deps
RUN rm -rf node_modules \
 && npm install --omit=dev --prefer-offline --ignore-scripts --no-audit --no-fund --no-update-notifier \
      -w @madar/shared -w @madar/content \
 && rm -rf node_modules/typescript \
 && mkdir -p shared/node_modules services/content/node_modules

FROM shared-build AS content-build
COPY services/content/ services/content/
RUN npm run build -w @madar/content

FROM service-runtime AS content
ENV SERVICE=content \
    PORT=3002
COPY --from=content-deps /app/package.json ./
COPY --from=content-deps /app/node_modules node_modules/
COPY --from=content-deps /app/shared/node_modules shared/node_modules/
COPY --from=content-deps /app/services/content/node_modules services/content/node_modules/
COPY --from=shared-build /app/shared/package.json shared/
COPY --from=shared-build /app/shared/dist shared/dist/
COPY --from=content-build /app/services/content/package.json services/content/
COPY --from=content-build /app/services/content/dist services/content/dist/
WORKDIR /app/services/content
EXPOSE 3002

FROM deps AS recruitment-deps
RUN rm -rf node_modules \
 && npm install --omit=dev --prefer-offline --ignore-scripts --no-audit --no-fund --no-update-notifier \
      -w @madar/shared -w @madar/recruitment \
 && rm -rf node_modules/typescript \
 && mkdir -p shared/node_modules services/recruitment/node_modules

FROM shared-build AS recruitment-build
COPY services/recruitment/ services/recruitment/
RUN npm run build -w @madar/recruitment

FROM service-runtime AS recruitment
ENV SERVICE=recruitment \
    PORT=3003
COPY --from=recruitment-deps /app/package.json ./
COPY --from=recruitment-deps /app/node_modules node_modules/
COPY --from=recruitment-deps /app/shared/node_modules shared/node_modules/
COPY --from=recruitment-deps /app/services/recruitment/node_modules services/recruitment/node_modules/
COPY --from=shared-build /app/shared/package.json shared/
COPY --from=shared-build /app/shared/dist shared/dist/
COPY --from=recruitment-build /app/services/recruitment/package.json services/recruitment/
COPY --from=recruitment-build /app/services/recruitment/dist services/recruitment/dist/
WORKDIR /app/services/recruitment
EXPOSE 3003

FROM deps AS inquiries-deps
RUN rm -rf node_modules \
 && npm install --omit=dev --prefer-offline --ignore-scripts --no-audit --no-fund --no-update-notifier \
      -w @madar/shared -w @madar/inquiries \
 && rm -rf node_modules/typescript \
 && mkdir -p shared/node_modules services/inquiries/node_modules

FROM shared-build AS inquiries-build
COPY services/inquiries/ services/inquiries/
RUN npm run build -w @madar/inquiries

FROM service-runtime AS inquiries
ENV SERVICE=inquiries \
    PORT=3004
COPY --from=inquiries-deps /app/package.json ./
COPY --from=inquiries-deps /app/node_modules node_modules/
COPY --from=inquiries-deps /app/shared/node_modules shared/node_modules/
COPY --from=inquiries-deps /app/services/inquiries/node_modules services/inquiries/node_modules/
COPY --from=shared-build /app/shared/package.json shared/
COPY --from=shared-build /app/shared/dist shared/dist/
COPY --from=inquiries-build /app/services/inquiries/package.json services/inquiries/
COPY --from=inquiries-build /app/services/inquiries/dist services/inquiries/dist/
WORKDIR /app/services/inquiries
EXPOSE 3004

# ---- web-build: only the workspaces the web app needs (Vite compiles shared/src into the bundle; its
# config reads the company settings through shared's built dist, hence shared-build) ----
FROM shared-build AS web-build
COPY web/ web/
# "true" shows the demo admin's credentials on the sign-in page (compose's demo build); off otherwise.
ARG VITE_DEMO_MODE=false
# The company's contact details and social links as JSON (README, Configuration); empty: the defaults.
ARG VITE_COMPANY_JSON=
RUN npm run build -w @madar/web

# ---- renderer: the public pages rendered on the server (web/src/server), behind the gateway ----
# One bundled ES module (every dependency inside, no node_modules) and the built app it fills in
# (index.html, images). Same user, read-only code and heap sizing as the services.
FROM node:24-bookworm-slim AS renderer
ENV NODE_ENV=production \
    NODE_OPTIONS=--max-old-space-size-percentage=50 \
    SERVICE=renderer \
    PORT=3005 \
    WEB_DIST=/app/web/dist
WORKDIR /app/web
COPY --from=web-build /app/web/dist/ dist/
COPY --from=web-build /app/web/dist-server/ dist-server/
USER node
EXPOSE 3005
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist-server/renderer.mjs"]

# ---- web-precompressed: the built web app with a gzipped copy of each text file, for the gateway's
# gzip_static (nginx sends the stored bytes instead of compressing on every request). The renderer
# takes web-build's files as they are. ----
FROM web-build AS web-precompressed
COPY gateway/scripts/precompress.mts gateway/scripts/
RUN node --disable-warning=MODULE_TYPELESS_PACKAGE_JSON gateway/scripts/precompress.mts web/dist

# ---- gateway: the built web app served by nginx, with the routes to the services ----
FROM nginx:stable-bookworm AS gateway
# The nginx user gets uid/gid 101 as in the official image, so Kubernetes can name it (runAsUser).
# conf.d receives the rendered template; it is the one place outside /tmp nginx writes to.
RUN set -eu; \
    if [ "$(id -u nginx)" != 101 ]; then groupmod -g 101 nginx; usermod -u 101 -g 101 nginx; fi; \
    rm -f /etc/nginx/conf.d/*; \
    rm -rf /usr/share/nginx/html/*; \
    mkdir -p /etc/nginx/snippets /etc/nginx/templates; \
    chown nginx:nginx /etc/nginx/conf.d /var/cache/nginx
COPY gateway/nginx.conf /etc/nginx/nginx.conf
COPY gateway/snippets/ /etc/nginx/snippets/
COPY gateway/templates/ /etc/nginx/templates/
COPY gateway/docker-entrypoint.sh /usr/local/bin/gateway-entrypoint.sh
COPY --from=web-precompressed /app/web/dist/ /usr/share/nginx/html/
# Where the services are; compose and Kubernetes name them alike. GATEWAY_TRUSTED_PROXIES is the
# one network (CIDR) whose X-Forwarded-For is believed: nobody's by default. GATEWAY_API_RATE and
# GATEWAY_API_BURST: API reads per second per client address and the burst on top (README "Limits").
# GATEWAY_API_CACHE_SECONDS: how long a public catalogue read is cached (0: off). GATEWAY_PAGE_RATE:
# page views per second per client address (0: off).
ENV AUTH_UPSTREAM=auth:3001 \
    CONTENT_UPSTREAM=content:3002 \
    RECRUITMENT_UPSTREAM=recruitment:3003 \
    INQUIRIES_UPSTREAM=inquiries:3004 \
    RENDERER_UPSTREAM=renderer:3005 \
    GATEWAY_TRUSTED_PROXIES=127.0.0.1/32 \
    GATEWAY_HSTS= \
    GATEWAY_API_RATE=20 \
    GATEWAY_API_BURST=100 \
    GATEWAY_API_CACHE_SECONDS=1 \
    GATEWAY_PAGE_RATE=10
USER nginx
EXPOSE 80
# Finds the DNS server nginx resolves the services with (the script is executable in git, and plain
# COPY keeps its mode), then runs the image's own entrypoint.
ENTRYPOINT ["/usr/local/bin/gateway-entrypoint.sh"]
CMD ["nginx", "-g", "daemon off;"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["curl", "-fsS", "-o", "/dev/null", "http://127.0.0.1/healthz"]

# ---- mail: the demo's mail catcher, maildev 3 from npm (SMTP on 1025, inbox and JSON API on 1080) ----
# Last, so that building any other target never builds it. Mails are kept in memory only.
FROM node:24-bookworm-slim AS mail
WORKDIR /opt/maildev
RUN npm install --omit=dev --ignore-scripts --no-audit --no-fund --no-update-notifier maildev@3 \
 && npm cache clean --force
USER node
EXPOSE 1025 1080
CMD ["node", "node_modules/maildev/dist/bin/maildev.js", "--max-emails", "500"]
