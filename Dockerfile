# The production image: one image, every role (ROLE=api|projections|workers), see docker-compose.yml.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund \
 && npm run build -w @tams/web \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
# the projections and workers roles answer their health check here (127.0.0.1 only); api on PORT
ENV HEALTH_PORT=3001
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=2m CMD ["node", "scripts/healthcheck.mjs"]
CMD ["node", "--import", "tsx", "services/api/src/main.ts"]
