-- What several API processes share through PostgreSQL (README, "Scaling out").

-- Abuse-limit counters of rate-limiter-flexible's RateLimiterPostgres, one row per limit and client.
-- UNLOGGED: counters are cheap to lose in a crash and should not cost WAL on every login attempt.
CREATE UNLOGGED TABLE "limites" (
	"key" varchar(255) PRIMARY KEY,
	"points" integer NOT NULL DEFAULT 0,
	"expire" bigint
);
--> statement-breakpoint
CREATE INDEX "limites_expire_idx" ON "limites" ("expire");
--> statement-breakpoint
-- The catalogue's data version: every process keeps its lists in memory and rebuilds them when this moves.
CREATE TABLE "catalogo_version" (
	"id" integer PRIMARY KEY CHECK ("id" = 1),
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogo_version" VALUES (1, 1);
--> statement-breakpoint
-- A trigger rather than application code, so a change made by any process, a migration or psql is seen:
-- the version moves in the writer's transaction and the NOTIFY is delivered when it commits.
CREATE FUNCTION "catalogo_cambio"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE v bigint;
BEGIN
	UPDATE "catalogo_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO v;
	PERFORM pg_notify('catalogo', v::text);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "categorias_cambio" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categorias" FOR EACH STATEMENT EXECUTE FUNCTION "catalogo_cambio"();
--> statement-breakpoint
CREATE TRIGGER "productos_cambio" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "productos" FOR EACH STATEMENT EXECUTE FUNCTION "catalogo_cambio"();
--> statement-breakpoint
CREATE TRIGGER "promociones_cambio" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promociones" FOR EACH STATEMENT EXECUTE FUNCTION "catalogo_cambio"();
--> statement-breakpoint
CREATE TRIGGER "slides_cambio" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "slides" FOR EACH STATEMENT EXECUTE FUNCTION "catalogo_cambio"();
--> statement-breakpoint
CREATE TRIGGER "articulos_cambio" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "articulos" FOR EACH STATEMENT EXECUTE FUNCTION "catalogo_cambio"();
