ALTER TABLE "pedidos" ADD COLUMN "reembolso_id" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "reembolsado_en" text;