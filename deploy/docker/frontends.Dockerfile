# treina/frontends: the built front ends (the module-federated shell and every frontends/*-ui
# remote), served by the gateway. The image holds the static files; its command copies them into
# a folder shared with the gateway (an emptyDir filled by an init container of the gateway pod in
# Kubernetes, a named volume in compose) and exits. The front ends thus get their own version tag
# and roll out without rebuilding the gateway.
# Build from the repository root:  docker build -f deploy/docker/frontends.Dockerfile -t treina/frontends:<version> .
# Base images as build arguments (see the service Dockerfiles): the official ones by default.
ARG BUILD_IMAGE=node:24.21.0-trixie-slim
ARG RUNTIME_IMAGE=node:24.21.0-alpine

FROM ${BUILD_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && find . -name package.json -not -path '*/node_modules/*' | tar -cf - -T - package-lock.json | tar -xf - -C /manifests

FROM ${BUILD_IMAGE} AS build
WORKDIR /repo
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund --ignore-scripts
# After npm ci, so that the layers above are the service images' own (built once).
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false CI=true
COPY . .
# Every project tagged type:frontend, after the libs it uses (nx: dependsOn ^build).
RUN npx nx run-many -t build --projects='tag:type:frontend' --outputStyle=static \
 && node deploy/docker/frontends.mjs collect /out

FROM ${RUNTIME_IMAGE}
ENV FRONTENDS_TARGET=/frontends
WORKDIR /srv
RUN rm -rf /usr/local/lib/node_modules/npm /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack /opt/yarn-* /usr/local/bin/yarn /usr/local/bin/yarnpkg \
 && mkdir /frontends && chown 1000:1000 /frontends
COPY --from=build /out/ /srv/frontends/
COPY deploy/docker/frontends.mjs /srv/frontends.mjs
USER 1000:1000
# "Healthy" for an asset image: the bundle is complete (the shell and at least one remote).
HEALTHCHECK --interval=30s --timeout=5s --retries=1 CMD ["node", "/srv/frontends.mjs", "check", "/srv/frontends"]
CMD ["node", "/srv/frontends.mjs", "install", "/srv/frontends"]
