# Builds the API with both web apps; the same image runs the API (main.js) and the worker.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY api/package.json api/
COPY web-public/package.json web-public/
COPY web-admin/package.json web-admin/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production
# A larger young generation: fewer garbage collections per request (bench/RESULTS.md, HTTP layer).
ENV NODE_OPTIONS=--max-semi-space-size=64
WORKDIR /app
COPY --from=build /app /app
WORKDIR /app/api
EXPOSE 3000
CMD ["node", "dist/src/main.js"]
