import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  ValidateIf,
  validateSync,
} from 'class-validator';

/** The variables read as whole numbers: each is declared with @OptionalInt, so none is left out. */
const NUMERIC = new Set<string>();

/** An optional whole-number variable within bounds; loadConfig turns its text into a number. */
function OptionalInt(min: number, max?: number): PropertyDecorator {
  // Applied in the order the stacked decorators `@IsOptional() @IsInt() @Min() @Max()` were.
  const decorators = [...(max === undefined ? [] : [Max(max)]), Min(min), IsInt(), IsOptional()];
  return (target, property) => {
    NUMERIC.add(String(property));
    for (const decorate of decorators) decorate(target, property);
  };
}

/**
 * Every adapter is chosen by environment variables, checked once at start: a bad value stops the
 * process with a message naming the variable, rather than failing later on first use.
 * The README's table lists them; defaults give the embedded default.
 */
export class EnvironmentVariables {
  @OptionalInt(0, 65535)
  PORT = 3000;

  /** Loopback by default: reachable from this machine only. Containers and hosts behind a proxy set 0.0.0.0. */
  @IsOptional()
  @IsString()
  HOST = '127.0.0.1';

  /** Where the browser reaches the app; used for redirect and callback URLs. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  PUBLIC_URL?: string;

  /** Postgres for read models (and the event store when EVENT_STORE=postgres). Unset in the all-in-one: embedded Postgres. */
  @IsOptional()
  @IsString()
  DATABASE_URL?: string;

  @IsOptional()
  @IsIn(['postgres', 'kurrentdb'])
  EVENT_STORE: 'postgres' | 'kurrentdb' = 'postgres';

  @ValidateIf((env: EnvironmentVariables) => env.EVENT_STORE === 'kurrentdb')
  @IsString({ message: 'KURRENTDB_URL is required when EVENT_STORE=kurrentdb' })
  KURRENTDB_URL?: string;

  /** NATS with JetStream; unset means the in-process bus (one process only). */
  @IsOptional()
  @IsString()
  NATS_URL?: string;

  /** Puts this installation's subjects and work stream under a name of its own on a shared NATS server. */
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,40}$/, { message: 'NATS_NAMESPACE must be 1 to 40 letters, digits, - or _' })
  NATS_NAMESPACE?: string;

  @IsOptional()
  @IsIn(['local', 'oidc'])
  AUTH_MODE: 'local' | 'oidc' = 'local';

  @ValidateIf((env: EnvironmentVariables) => env.AUTH_MODE === 'oidc')
  @IsUrl({ require_tld: false }, { message: 'OIDC_ISSUER must be the issuer URL when AUTH_MODE=oidc' })
  OIDC_ISSUER?: string;

  @ValidateIf((env: EnvironmentVariables) => env.AUTH_MODE === 'oidc')
  @IsString({ message: 'OIDC_AUDIENCE is required when AUTH_MODE=oidc' })
  OIDC_AUDIENCE?: string;

  /** The browser's client id at the OIDC provider (public, sent to the web app). */
  @IsOptional()
  @IsString()
  OIDC_CLIENT_ID?: string;

  @IsOptional()
  @IsUrl({ require_tld: false })
  OIDC_JWKS_URI?: string;

  /** The access-token claim listing the user's roles (e.g. `https://outflow.app/roles`); its `support` grants the support role. */
  @IsOptional()
  @Matches(/^\S{1,200}$/, { message: 'OIDC_ROLES_CLAIM must be a claim name without spaces' })
  OIDC_ROLES_CLAIM?: string;

  /** Signing secret for local tokens; generated and kept under DATA_DIR when unset. */
  @IsOptional()
  @IsString()
  AUTH_SECRET?: string;

  @IsOptional()
  @IsString()
  DATA_DIR = '.data';

  /** Port of the embedded Postgres (used only when DATABASE_URL is unset). */
  @OptionalInt(1, 65535)
  EMBEDDED_DATABASE_PORT = 54329;

  @IsOptional()
  @IsIn(['sandbox', 'unipile'])
  LINKEDIN_PROVIDER: 'sandbox' | 'unipile' = 'sandbox';

  @ValidateIf((env: EnvironmentVariables) => env.LINKEDIN_PROVIDER === 'unipile')
  @IsUrl({ require_tld: false }, { message: 'UNIPILE_DSN must be the account DSN URL when LINKEDIN_PROVIDER=unipile' })
  UNIPILE_DSN?: string;

  @ValidateIf((env: EnvironmentVariables) => env.LINKEDIN_PROVIDER === 'unipile')
  @IsString({ message: 'UNIPILE_API_KEY is required when LINKEDIN_PROVIDER=unipile' })
  UNIPILE_API_KEY?: string;

  /**
   * A LinkedIn sandbox running apart (its mount point, e.g. http://127.0.0.1:4100), for processes
   * other than `npm start` with LINKEDIN_PROVIDER=sandbox: they act through it and run on its clock.
   */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  LINKEDIN_SANDBOX_URL?: string;

  /** The X-API-KEY of the sandbox at LINKEDIN_SANDBOX_URL. */
  @IsOptional()
  @IsString()
  SANDBOX_API_KEY?: string;

  /** Shared secret Unipile sends back on webhooks; generated when unset. */
  @IsOptional()
  @IsString()
  UNIPILE_WEBHOOK_SECRET?: string;

  @IsOptional()
  @IsString()
  STRIPE_SECRET_KEY?: string;

  @ValidateIf((env: EnvironmentVariables) => !!env.STRIPE_SECRET_KEY)
  @IsString({ message: 'STRIPE_PRICE_ID is required when STRIPE_SECRET_KEY is set' })
  STRIPE_PRICE_ID?: string;

  @ValidateIf((env: EnvironmentVariables) => !!env.STRIPE_SECRET_KEY)
  @IsString({ message: 'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set' })
  STRIPE_WEBHOOK_SECRET?: string;

  /** Only for tests and self-hosted Stripe-compatible servers: e.g. http://127.0.0.1:12111 */
  @IsOptional()
  @IsUrl({ require_tld: false })
  STRIPE_API_BASE?: string;

  /** The AI message writer: a model behind the OpenAI API when set; the offline writer otherwise. */
  @IsOptional()
  @IsString()
  OPENAI_API_KEY?: string;

  /** Any OpenAI-compatible server, e.g. http://localhost:11434/v1; OpenAI's own when unset. */
  @IsOptional()
  @IsUrl(
    { require_tld: false, require_protocol: true },
    { message: 'OPENAI_BASE_URL must be a URL with its protocol, e.g. http://localhost:11434/v1' },
  )
  OPENAI_BASE_URL?: string;

  @IsOptional()
  @IsString()
  OPENAI_MODEL = 'gpt-4o-mini';

  /** How often the API looks for trials and granted periods that ended (to record the lapse). */
  @OptionalInt(100)
  LAPSE_CHECK_INTERVAL_MS = 60_000;

  /** Least time between two LinkedIn actions of one account (human-like spacing). */
  @OptionalInt(0)
  RUNNER_MIN_ACTION_GAP_MS = 30_000;

  /** Largest random extra wait added to every scheduled step. */
  @OptionalInt(0)
  RUNNER_MAX_JITTER_MS = 60_000;

  /**
   * Real time before the work queue hands a step whose runner stopped answering to another runner
   * (a live runner renews it while it works on a long step).
   */
  @OptionalInt(1000)
  RUNNER_ACK_WAIT_MS = 20_000;

  /** How often the runner looks for due steps. */
  @OptionalInt(50)
  RUNNER_POLL_INTERVAL_MS = 1000;

  /**
   * Steps one runner process works on at once. A step mostly waits for LinkedIn's answer (Unipile
   * takes 300-800 ms), so more runners, or more per runner, carry more accounts; an account still
   * gets one LinkedIn step at a time, whatever this is.
   */
  @OptionalInt(1, 256)
  RUNNER_CONCURRENCY = 4;

  /**
   * Lets clients that are not on the sandbox's machine use its control API (Bearer or
   * X-Sandbox-Control-Token), e.g. a runner process reading the sandbox's clock.
   */
  @IsOptional()
  @IsString()
  @MinLength(16, { message: 'SANDBOX_CONTROL_TOKEN must be at least 16 characters' })
  SANDBOX_CONTROL_TOKEN?: string;

  /**
   * Lets monitoring that is not on this machine read operator details (`/api/ready`'s checks, parked
   * events, provider drift) with `Authorization: Bearer <token>`; without it only this machine may.
   */
  @IsOptional()
  @IsString()
  @MinLength(16, { message: 'OPERATOR_TOKEN must be at least 16 characters' })
  OPERATOR_TOKEN?: string;

  /** OpenAPI at /api/docs: on by default in `npm start`, off in the standalone API. */
  @IsOptional()
  @IsIn(['true', 'false'])
  API_DOCS?: 'true' | 'false';

  /** Express's `trust proxy` (e.g. `loopback`, `uniquelocal`, `1`): whose X-Forwarded-For names the client address. Unset: none. */
  @IsOptional()
  @IsString()
  TRUST_PROXY?: string;

  /**
   * Where password reset links are mailed from: an SMTP server URL (`smtp://user:pass@host:587`,
   * `smtps://…`). Unset: "Forgot password?" says to ask the operator, who prints a link with
   * `npm run users -- reset-password <email>`.
   */
  @IsOptional()
  @Matches(/^smtps?:\/\/[^\s]+$/, {
    message: 'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587',
  })
  SMTP_URL?: string;

  /** The sender of those e-mails. */
  @IsOptional()
  @IsString()
  SMTP_FROM = 'Outflow <no-reply@localhost>';

  /** Sign-in (and, apart, sign-up) attempts per e-mail address in 15 minutes. */
  @OptionalInt(1)
  AUTH_RATE_LIMIT_PER_EMAIL = 10;

  /** Sign-in (and, apart, sign-up) attempts per client address in 15 minutes. */
  @OptionalInt(1)
  AUTH_RATE_LIMIT_PER_ADDRESS = 100;

  /** API requests per signed-in user and minute. */
  @OptionalInt(1)
  API_RATE_LIMIT_PER_USER = 600;

  /** API requests per API key and minute (counted apart from the owner's own use). */
  @OptionalInt(1)
  API_RATE_LIMIT_PER_KEY = 600;

  /**
   * Outbound webhooks may go to loopback, private, link-local and metadata addresses (a receiver on
   * this machine or the local network). Off: such destinations are refused, at subscription and at
   * every delivery.
   */
  @IsOptional()
  @IsIn(['true', 'false'])
  WEBHOOK_ALLOW_PRIVATE: 'true' | 'false' = 'false';

  @IsOptional()
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** The process's health port (/health, /ready, /metrics); none when unset. */
  @OptionalInt(0, 65535)
  HEALTH_PORT?: number;

  /** Where the health port listens: loopback by default; 0.0.0.0 for probes and scrapers elsewhere (containers). */
  @IsOptional()
  @IsString()
  HEALTH_HOST = '127.0.0.1';

  /** Readiness says degraded once the oldest event not yet in the read models has waited longer than this. */
  @OptionalInt(100)
  PROJECTOR_MAX_LAG_MS = 10_000;
}

export type Config = EnvironmentVariables & { PUBLIC_URL: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** Parses and checks the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined || value === '') continue;
    raw[key] = NUMERIC.has(key) ? Number(value) : value;
  }
  const config = plainToInstance(EnvironmentVariables, raw, { exposeDefaultValues: true });
  const errors = validateSync(config, { whitelist: false, skipMissingProperties: false });
  if (errors.length > 0) {
    throw new ConfigError(
      errors.map(
        (e) =>
          `${e.property}=${JSON.stringify(raw[e.property] ?? null)}: ${Object.values(e.constraints ?? {}).join('; ')}`,
      ),
    );
  }
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  return Object.assign(config, { PUBLIC_URL: publicUrl });
}
