-- The shop's settings (name, contact data, shipping rule) are served with the catalogue: every process
-- keeps them in memory and must see the owner's change on its next request, as it does for the lists.
CREATE TRIGGER "ajustes_cambio" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ajustes" FOR EACH STATEMENT EXECUTE FUNCTION "catalogo_cambio"();
