ALTER TABLE `pedido_lineas` ADD `nota` text;--> statement-breakpoint
ALTER TABLE `pedido_lineas` ADD `sustitucion` text;--> statement-breakpoint
ALTER TABLE `pedidos` ADD `nota` text;