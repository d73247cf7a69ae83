ALTER TABLE "pedidos" ADD COLUMN "codigo_postal" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "zona_id" integer;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "zona" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "dia_entrega" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "ventana" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_zona_id_zonas_entrega_id_fk" FOREIGN KEY ("zona_id") REFERENCES "public"."zonas_entrega"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pedidos_dia_entrega_idx" ON "pedidos" USING btree ("dia_entrega","zona_id");