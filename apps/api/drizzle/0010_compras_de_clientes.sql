ALTER TABLE `usuarios` ADD `compras` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `usuarios` ADD `gastado_centavos` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `usuarios` ADD `ultima_compra` text;--> statement-breakpoint
CREATE INDEX `usuarios_ultima_compra_idx` ON `usuarios` (`ultima_compra`);--> statement-breakpoint
CREATE INDEX `usuarios_gastado_idx` ON `usuarios` (`gastado_centavos`);--> statement-breakpoint
CREATE INDEX `usuarios_compras_idx` ON `usuarios` (`compras`);