# The site and the verification worker in one image (docs/deploy.md).
#   docker build -t tsb-explorer .
#   docker run -d -p 3000:3000 -v tsb-data:/var/lib/tsb -e TSB_UPLOAD_TOKENS=team:secret tsb-explorer
# The database lives on the volume; the first start creates and migrates it.

# 1. Dependencies, with the toolchain better-sqlite3 needs when no prebuilt addon fits.
FROM node:20-slim AS deps
WORKDIR /app
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# 2. The site's standalone server, then only the production dependencies for the CLI.
FROM deps AS build
COPY . .
RUN npx next build && npm prune --omit=dev --no-audit --no-fund

# 3. What runs: the standalone server, plus the evaluator's sources and production modules that
#    upload scoring and `tsb worker` run, and the benchmarks they score against.
FROM node:20-slim AS runtime
# bubblewrap and util-linux (prlimit, setpriv) sandbox the suites the worker runs; python3 with
# pytest runs them; gcc, rustc and go build the served benchmarks (`tsb build`); sqlite3 takes
# backups from a shell.
RUN apt-get update \
  && apt-get install -y --no-install-recommends \
     bubblewrap util-linux python3 python3-pytest gcc libc6-dev rustc golang-go sqlite3 ca-certificates \
  && rm -rf /var/lib/apt/lists/*
RUN useradd --system --uid 10001 --home-dir /var/lib/tsb --create-home tsb
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/bin ./bin
COPY --from=build /app/cli ./cli
COPY --from=build /app/evaluator ./evaluator
COPY --from=build /app/db ./db
COPY --from=build /app/ingest ./ingest
COPY --from=build /app/lib ./lib
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/data/benchmarks ./data/benchmarks
COPY --from=build /app/data/bundles ./data/bundles
COPY --from=build /app/data/reported ./data/reported
COPY --from=build /app/.next/standalone ./standalone
COPY --from=build /app/.next/static ./standalone/.next/static
ENV NODE_ENV=production \
    TSB_ROOT=/app \
    TSB_DB=/var/lib/tsb/tsb.sqlite \
    PORT=3000 \
    HOSTNAME=0.0.0.0
VOLUME /var/lib/tsb
# The CLI's and the upload scorer's bundles (bin/compiled.mjs), built while /app is writable.
RUN node bin/compiled.mjs cli/index.ts lib/upload/score-process.ts
USER tsb
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "standalone/serve.mjs"]
