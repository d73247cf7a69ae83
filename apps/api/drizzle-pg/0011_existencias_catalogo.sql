-- Stock is taken by every order, but the catalogue (and its version every process watches) changes only
-- when a product runs out or comes back: a row trigger with that condition, plus rows added or removed.
CREATE TRIGGER "existencias_agotado" AFTER UPDATE OF "disponibles" ON "existencias" FOR EACH ROW
	WHEN ((OLD."disponibles" IS NOT NULL AND OLD."disponibles" <= 0) IS DISTINCT FROM (NEW."disponibles" IS NOT NULL AND NEW."disponibles" <= 0))
	EXECUTE FUNCTION "catalogo_cambio"();
--> statement-breakpoint
CREATE TRIGGER "existencias_filas" AFTER INSERT OR DELETE OR TRUNCATE ON "existencias" FOR EACH STATEMENT EXECUTE FUNCTION "catalogo_cambio"();
