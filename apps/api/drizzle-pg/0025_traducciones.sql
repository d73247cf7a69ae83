CREATE TABLE "traducciones" (
	"tipo" text NOT NULL,
	"ref" text NOT NULL,
	"campo" text NOT NULL,
	"idioma" text NOT NULL,
	"texto" text NOT NULL,
	"actualizado" text DEFAULT to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	CONSTRAINT "traducciones_tipo_ref_campo_idioma_pk" PRIMARY KEY("tipo","ref","campo","idioma")
);
--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "idioma" text DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "idioma" text DEFAULT 'es' NOT NULL;--> statement-breakpoint
-- The translations are served with the catalogue (catalog.translations, the English product pages):
-- every process must see the owner's change on its next request, as for the products.
CREATE TRIGGER "traducciones_cambio" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "traducciones" FOR EACH STATEMENT EXECUTE FUNCTION "catalogo_cambio"();
