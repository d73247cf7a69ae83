ALTER TABLE "pedido_lineas" ADD COLUMN "gramos_pesados" integer;--> statement-breakpoint
ALTER TABLE "pedido_lineas" ADD COLUMN "total_final_centavos" integer;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "subtotal_final_centavos" integer;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "total_final_centavos" integer;