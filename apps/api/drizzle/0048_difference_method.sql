ALTER TABLE `pedidos` ADD `diferencia_metodo` text;--> statement-breakpoint
ALTER TABLE `pedidos` ADD `diferencia_instrucciones` text;