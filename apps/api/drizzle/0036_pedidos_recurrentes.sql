CREATE TABLE `ocurrencias_recurrentes` (
	`plan_id` integer NOT NULL,
	`dia` text NOT NULL,
	`estado` text NOT NULL,
	`pedido_id` integer,
	`motivo` text,
	`creado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`plan_id`, `dia`),
	FOREIGN KEY (`plan_id`) REFERENCES `pedidos_recurrentes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `pedidos_recurrentes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`usuario_id` integer NOT NULL,
	`frecuencia` text NOT NULL,
	`dia_semana` integer NOT NULL,
	`inicio` text NOT NULL,
	`pedido` text NOT NULL,
	`estado` text DEFAULT 'activo' NOT NULL,
	`creado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`usuario_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `pedidos_recurrentes_usuario_idx` ON `pedidos_recurrentes` (`usuario_id`);--> statement-breakpoint
CREATE INDEX `pedidos_recurrentes_estado_idx` ON `pedidos_recurrentes` (`estado`);--> statement-breakpoint
CREATE TABLE `recordatorios_recurrentes` (
	`plan_id` integer NOT NULL,
	`dia` text NOT NULL,
	`enviado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`plan_id`, `dia`),
	FOREIGN KEY (`plan_id`) REFERENCES `pedidos_recurrentes`(`id`) ON UPDATE no action ON DELETE cascade
);
