# The site's image: the production build on Node 20, run as an unprivileged user. Used by
# compose.yaml (docs/deployment.md). CI does not build it: npm run test:cluster tests the same
# configuration with the build directly.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
# Memory settings as npm start sets them (docs/operations.md, "Memory").
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    NODE_OPTIONS="--max-old-space-size=256 --max-semi-space-size=64" \
    HOST=0.0.0.0 \
    PORT=5000 \
    DATA_DIR=/data
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 5000
# Ready: the database and the bucket answer (GET /api/ready).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:5000/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop): in-flight requests finish, then it exits within SHUTDOWN_TIMEOUT_MS.
CMD ["node", "--enable-source-maps", "dist/server/server.js"]
