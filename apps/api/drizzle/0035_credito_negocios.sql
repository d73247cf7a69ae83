CREATE TABLE `creditos_negocio` (
	`negocio_id` integer PRIMARY KEY NOT NULL,
	`plazo_dias` integer NOT NULL,
	`limite_centavos` integer NOT NULL,
	`usado_centavos` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`negocio_id`) REFERENCES `negocios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `pagos_credito` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`negocio_id` integer NOT NULL,
	`pedido_id` integer NOT NULL,
	`centavos` integer NOT NULL,
	`forma` text NOT NULL,
	`referencia` text,
	`recibido` text NOT NULL,
	`personal_id` integer,
	`creado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`negocio_id`) REFERENCES `negocios`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`pedido_id`) REFERENCES `pedidos`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`personal_id`) REFERENCES `personal`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `pagos_credito_negocio_idx` ON `pagos_credito` (`negocio_id`,`recibido`);--> statement-breakpoint
CREATE INDEX `pagos_credito_pedido_idx` ON `pagos_credito` (`pedido_id`);--> statement-breakpoint
ALTER TABLE `pedidos` ADD `credito_vence` text;--> statement-breakpoint
ALTER TABLE `pedidos` ADD `credito_pagado_centavos` integer;