/** Nest injection tokens for the adapters the API is given (ports, not implementations). */
export const EVENT_STORE = Symbol('EventStore');
export const MESSAGE_BUS = Symbol('MessageBus');
export const READ_DB = Symbol('ReadModelDb');
export const CLOCK = Symbol('Clock');
export const CONFIG = Symbol('Config');
export const TOKEN_VERIFIER = Symbol('TokenVerifier');
export const TOKEN_ISSUER = Symbol('TokenIssuer');
export const BILLING = Symbol('BillingProvider');
export const LINKEDIN = Symbol('LinkedInProvider');
export const AI_WRITER = Symbol('AiWriter');
export const INTEGRATIONS_DB = Symbol('IntegrationsDb');
export const MAILER = Symbol('Mailer');
