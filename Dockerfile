# Production image: the UIs are built in a builder stage; the runtime keeps production dependencies,
# the sources (run by tsx) and the built UIs. MongoDB comes from docker-compose.yml.
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
RUN npm install --omit=dev --no-audit --no-fund
COPY --from=build /app/dist ./dist
COPY access ./access
COPY collections ./collections
COPY contract ./contract
COPY domain ./domain
COPY endpoints ./endpoints
COPY hooks ./hooks
COPY mail ./mail
COPY migrations ./migrations
COPY scripts ./scripts
COPY server ./server
COPY payload.config.ts tsconfig.json ./
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:3000/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--import", "tsx", "server/main.ts"]
