# One image build for every Node process (api, projector, runner, linkedin-sandbox) plus an nginx
# image for the web app. docker-compose.yml picks the target and the command.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps apps
COPY libs libs
COPY tsconfig.base.json tsconfig.build.json nest-cli.json ./
RUN npm ci --no-audit --no-fund && npm run build

FROM node:20-bookworm-slim AS server
WORKDIR /app
ENV NODE_ENV=production
# In a container the server must listen on every interface (outside one, the default is 127.0.0.1).
ENV HOST=0.0.0.0
COPY --from=build /app /app
EXPOSE 3000
CMD ["node", "apps/api/dist/main.js"]

FROM nginx:1.27-alpine AS web
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/apps/web/dist /usr/share/nginx/html
EXPOSE 80
