ALTER TABLE "pedido_lineas" ADD COLUMN "nota" text;--> statement-breakpoint
ALTER TABLE "pedido_lineas" ADD COLUMN "sustitucion" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "nota" text;