CREATE TABLE `cambios_pedido` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pedido_id` integer NOT NULL,
	`numero` integer NOT NULL,
	`usuario_id` integer,
	`antes` text NOT NULL,
	`despues` text NOT NULL,
	`diferencia_centavos` integer NOT NULL,
	`dinero` text NOT NULL,
	`intent_id` text,
	`client_secret` text,
	`pagado_en` text,
	`creado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`pedido_id`) REFERENCES `pedidos`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`usuario_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cambios_pedido_numero_idx` ON `cambios_pedido` (`pedido_id`,`numero`);--> statement-breakpoint
CREATE INDEX `cambios_pedido_intent_idx` ON `cambios_pedido` (`intent_id`);--> statement-breakpoint
ALTER TABLE `pedidos` ADD `version` integer DEFAULT 0 NOT NULL;