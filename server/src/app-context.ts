// What every domain's routes are built from: configuration and the shared services.
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { TokenSigner } from "./accounts/tokens.js";
import type { Config } from "./config.js";
import type { Db } from "./db/database.js";
import type { Authenticator } from "./http/authenticate.js";
import type { Mailer } from "./mail/mailer.js";
import type { Storage } from "./storage/storage.js";

export interface AppContext {
  config: Config;
  db: Db;
  storage: Storage;
  mailer: Mailer;
  tokens: TokenSigner;
  auth: Authenticator;
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Each domain exports one of these; app.ts registers them all. */
export type DomainRoutes = (app: App, context: AppContext) => void;
