ALTER TABLE `pedido_lineas` ADD `gramos_pesados` integer;--> statement-breakpoint
ALTER TABLE `pedido_lineas` ADD `total_final_centavos` integer;--> statement-breakpoint
ALTER TABLE `pedidos` ADD `subtotal_final_centavos` integer;--> statement-breakpoint
ALTER TABLE `pedidos` ADD `total_final_centavos` integer;