# Rally Fantasy's image (issue 33 part 1, docs/operations.md). Not built on our machines (no container engine):
# what CI checks is its build stage's script, `npm run release`, and the release folder starting on its own
# (src/server/test/release.test.ts).

# --- build: the release folder, from the whole project -------------------------------------------------------
FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run release -- /release

# --- run: the release folder with its production dependencies only --------------------------------------------
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /release ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force \
    && mkdir -p /data && chown node:node /data
# The embedded database (when DATABASE_URL is unset) and the mail folder live here.
VOLUME ["/data"]
USER node
EXPOSE 3000
# Readiness: the database answers and is migrated (GET /api/health, 503 with the reason otherwise).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
    CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/server/main.mjs"]
