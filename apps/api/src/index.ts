export * from './api-app';
export * from './app.module';
export type { ApiInfrastructure, TokenIssuer } from './infrastructure/api-infrastructure';
export * from './health/readiness';
