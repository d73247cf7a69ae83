ALTER TABLE "pedido_lineas" ADD COLUMN "tasa_iva" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "productos" ADD COLUMN "tasa_iva" integer DEFAULT 0 NOT NULL;