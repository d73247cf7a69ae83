ALTER TABLE "pedidos" ADD COLUMN "diferencia_metodo" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "diferencia_instrucciones" text;