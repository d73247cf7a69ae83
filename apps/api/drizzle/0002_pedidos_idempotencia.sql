ALTER TABLE `pedidos` ADD `cancelado_en` text;--> statement-breakpoint
ALTER TABLE `pedidos` ADD `clave_idempotencia` text;--> statement-breakpoint
ALTER TABLE `pedidos` ADD `huella` text;--> statement-breakpoint
CREATE UNIQUE INDEX `pedidos_clave_idempotencia_unique` ON `pedidos` (`clave_idempotencia`);--> statement-breakpoint
CREATE INDEX `pedidos_estado_creado_idx` ON `pedidos` (`estado`,`creado`);