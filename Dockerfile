# syntax=docker/dockerfile:1
# Outbound: one image for every role (api, worker, or both); OUTBOUND_ROLE picks at run time.

# --- build: all dependencies, then compile common, client (static files) and server -----------
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY common/package.json common/
COPY server/package.json server/
COPY client/package.json client/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime: the server's production dependencies and the compiled output --------------------
FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY common/package.json common/
COPY server/package.json server/
COPY client/package.json client/
RUN npm install --omit=dev --workspace server --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/common/dist common/dist
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist
# Data dir (generated secret, system-mail outbox; embedded Postgres when DATABASE_URL is unset).
RUN mkdir -p /data && chown node:node /data
ENV OUTBOUND_DATA_DIR=/data \
    PORT=4000
USER node
EXPOSE 4000
# Node's flags: server/node-flags.json (npm start and docker-compose.yml use the same).
CMD ["node", "--max-semi-space-size=64", "server/dist/main.js"]
