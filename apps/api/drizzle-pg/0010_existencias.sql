CREATE TABLE "existencias" (
	"producto_id" integer PRIMARY KEY NOT NULL,
	"disponibles" integer,
	"umbral_bajo" integer DEFAULT 10 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "productos" ADD COLUMN "agotado" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "existencias" ADD CONSTRAINT "existencias_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE cascade ON UPDATE no action;