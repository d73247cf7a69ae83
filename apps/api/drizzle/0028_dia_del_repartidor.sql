CREATE TABLE `cortes_caja` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`repartidor_id` integer NOT NULL,
	`dia` text NOT NULL,
	`esperado_centavos` integer NOT NULL,
	`contado_centavos` integer NOT NULL,
	`nota` text,
	`personal_id` integer,
	`creado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`repartidor_id`) REFERENCES `personal`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`personal_id`) REFERENCES `personal`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cortes_caja_dia_idx` ON `cortes_caja` (`repartidor_id`,`dia`);--> statement-breakpoint
CREATE TABLE `intentos_entrega` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pedido_id` integer NOT NULL,
	`repartidor_id` integer,
	`resultado` text NOT NULL,
	`recibio` text,
	`motivo` text,
	`foto` text,
	`creado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`pedido_id`) REFERENCES `pedidos`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`repartidor_id`) REFERENCES `personal`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `intentos_entrega_pedido_idx` ON `intentos_entrega` (`pedido_id`);--> statement-breakpoint
ALTER TABLE `pedidos` ADD `repartidor_id` integer REFERENCES personal(id);--> statement-breakpoint
ALTER TABLE `pedidos` ADD `orden_ruta` integer;