ALTER TABLE "pedido_lineas" ADD COLUMN "gramos_por_item" integer;--> statement-breakpoint
ALTER TABLE "productos" ADD COLUMN "venta_modo" text;--> statement-breakpoint
ALTER TABLE "productos" ADD COLUMN "venta_gramos" integer;--> statement-breakpoint
ALTER TABLE "productos" ADD COLUMN "venta_minimo" integer;