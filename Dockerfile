# Production image: the builder stage compiles the server (dist/server, dist/migrations) and builds the
# UIs (dist/portals, dist/admin); the runtime stage keeps production dependencies and dist/ only (no
# sources, no TypeScript) and runs the compiled server. MongoDB comes from docker-compose.yml.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:3000/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# node itself is PID 1's command (no npm, no shell), so `docker stop`'s SIGTERM reaches the server.
# --expose-gc: long exports collect their page garbage between pages (endpoints/tasks/heapGuard.ts).
CMD ["node", "--expose-gc", "dist/server/main.js"]
