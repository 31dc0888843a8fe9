# syntax=docker/dockerfile:1
# One Dockerfile for every app, picked by build arguments (docker-compose.yml sets them per service):
#   docker build --build-arg APP_DIR=services/catalog --build-arg APP_PORT=3102 \
#     --build-arg HEALTH_PATH=/health/live -t studio-catalog .
#   docker build -t studio-gateway .            (the defaults build the gateway, which serves the frontend)
# Stages: production dependencies alone; the build (all dependencies, TypeScript and the frontend); the runtime,
# which gets the first stage's node_modules and the second's compiled output, and runs as a non-root user.
ARG NODE_IMAGE=node:20.19-bookworm-slim

FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/platform/package.json libs/platform/
COPY gateway/package.json gateway/
COPY services/identity/package.json services/identity/
COPY services/catalog/package.json services/catalog/
COPY services/booking/package.json services/booking/
COPY services/billing/package.json services/billing/
COPY services/notifications/package.json services/notifications/
COPY services/fitness/package.json services/fitness/
COPY frontend/package.json frontend/

FROM manifests AS prod-deps
# The root's dependencies (every backend app's) without the frontend's or any dev tool.
RUN npm ci --omit=dev --no-audit --no-fund --include-workspace-root \
      -w libs/contracts -w libs/platform -w gateway -w services/identity -w services/catalog \
      -w services/booking -w services/billing -w services/notifications -w services/fitness \
  && npm cache clean --force

FROM manifests AS build
ARG APP_DIR=gateway
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
RUN npm ci --no-audit --no-fund
COPY . .
RUN if [ "$APP_DIR" = gateway ]; then npx nx run-many -t build --parallel=2; \
    else npx nx run-many -t build --parallel=2 --exclude=@studio/frontend && mkdir -p frontend/dist; fi

FROM ${NODE_IMAGE} AS runtime
ARG APP_DIR=gateway
ARG APP_PORT=3000
ARG HEALTH_PATH=/api/health/live
ENV NODE_ENV=production \
    LOG_FORMAT=json \
    SERVICE_HOST=0.0.0.0 \
    GATEWAY_HOST=0.0.0.0 \
    DATA_DIR=/tmp/studio \
    HEALTH_URL=http://127.0.0.1:${APP_PORT}${HEALTH_PATH}
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/libs/contracts/package.json libs/contracts/
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/libs/platform/package.json libs/platform/
COPY --from=build /app/libs/platform/dist libs/platform/dist
COPY --from=build /app/${APP_DIR}/package.json ${APP_DIR}/
COPY --from=build /app/${APP_DIR}/dist ${APP_DIR}/dist
COPY --from=build /app/frontend/dist frontend/dist
RUN ln -s "/app/${APP_DIR}/dist/main.js" /app/main.js
# The image's own user (uid 1000), never root; the files stay root's, so the app cannot change its own code.
USER node
EXPOSE ${APP_PORT}
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(process.env.HEALTH_URL).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node is PID 1 and handles SIGTERM itself: stops accepting, finishes what is in flight, exits (SHUTDOWN_TIMEOUT_MS).
STOPSIGNAL SIGTERM
CMD ["node", "/app/main.js"]
