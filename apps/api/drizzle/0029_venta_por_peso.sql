ALTER TABLE `pedido_lineas` ADD `gramos_por_item` integer;--> statement-breakpoint
ALTER TABLE `productos` ADD `venta_modo` text;--> statement-breakpoint
ALTER TABLE `productos` ADD `venta_gramos` integer;--> statement-breakpoint
ALTER TABLE `productos` ADD `venta_minimo` integer;