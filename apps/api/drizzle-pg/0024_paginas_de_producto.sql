CREATE TABLE "producto_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"producto_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "productos" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "productos" ADD COLUMN "descripcion" text;--> statement-breakpoint
ALTER TABLE "producto_slugs" ADD CONSTRAINT "producto_slugs_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "productos_slug_idx" ON "productos" USING btree ("slug");