# One image per service: docker build --build-arg SERVICE=identity -f deploy/docker/service.Dockerfile .
FROM node:24-alpine AS build
WORKDIR /app
COPY package.json package-lock.json nx.json tsconfig.base.json ./
COPY libs libs
COPY services services
COPY frontends frontends
RUN npm ci --no-audit --no-fund
ARG SERVICE
RUN npx nx run-many -t build --projects=@treina/${SERVICE},@treina/contracts,@treina/nest-platform \
 && if [ "$SERVICE" = "gateway" ]; then npx nx run-many -t build --projects='tag:type:frontend' || true; fi

FROM node:24-alpine
ARG SERVICE
ENV NODE_ENV=production SERVICE=${SERVICE}
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/libs libs
COPY --from=build /app/services/${SERVICE} services/${SERVICE}
COPY --from=build /app/frontends frontends
RUN npm ci --omit=dev --no-audit --no-fund --workspaces=false && npm cache clean --force
USER node
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD wget -qO- http://127.0.0.1:${PORT:-3000}/health/ready || exit 1
CMD ["sh", "-c", "if [ -f services/$SERVICE/dist/src/cli.js ]; then node services/$SERVICE/dist/src/cli.js migrate; fi && exec node services/$SERVICE/dist/src/main.js"]
