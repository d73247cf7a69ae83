ALTER TABLE `pedidos` ADD `codigo_postal` text;--> statement-breakpoint
ALTER TABLE `pedidos` ADD `zona_id` integer REFERENCES zonas_entrega(id);--> statement-breakpoint
ALTER TABLE `pedidos` ADD `zona` text;--> statement-breakpoint
ALTER TABLE `pedidos` ADD `dia_entrega` text;--> statement-breakpoint
ALTER TABLE `pedidos` ADD `ventana` text;--> statement-breakpoint
CREATE INDEX `pedidos_dia_entrega_idx` ON `pedidos` (`dia_entrega`,`zona_id`);