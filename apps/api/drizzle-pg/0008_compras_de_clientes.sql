ALTER TABLE "usuarios" ADD COLUMN "compras" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "gastado_centavos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "ultima_compra" text;--> statement-breakpoint
CREATE INDEX "usuarios_ultima_compra_idx" ON "usuarios" USING btree ("ultima_compra");--> statement-breakpoint
CREATE INDEX "usuarios_gastado_idx" ON "usuarios" USING btree ("gastado_centavos");--> statement-breakpoint
CREATE INDEX "usuarios_compras_idx" ON "usuarios" USING btree ("compras");