# One image for every app; the command picks the app (see docker-compose.yml and deploy/k8s).
FROM node:20-bookworm-slim AS build
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
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx nx run-many -t build --parallel=2 && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app /app
USER node
CMD ["node", "gateway/dist/main.js"]
