ALTER TABLE `pedido_lineas` ADD `tasa_iva` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `productos` ADD `tasa_iva` integer DEFAULT 0 NOT NULL;