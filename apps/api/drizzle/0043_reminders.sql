CREATE TABLE `avisos` (
	`usuario_id` integer PRIMARY KEY NOT NULL,
	`carrito` integer DEFAULT 0 NOT NULL,
	`semanal` integer DEFAULT 0 NOT NULL,
	`actualizado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`usuario_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `carritos_guardados` (
	`usuario_id` integer PRIMARY KEY NOT NULL,
	`lineas` text NOT NULL,
	`desde` text NOT NULL,
	`cambiado` text NOT NULL,
	`ultimo_pedido_id` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`usuario_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `carritos_guardados_cambiado_idx` ON `carritos_guardados` (`cambiado`);--> statement-breakpoint
CREATE TABLE `recordatorios_enviados` (
	`clave` text PRIMARY KEY NOT NULL,
	`usuario_id` integer NOT NULL,
	`tipo` text NOT NULL,
	`enviado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`usuario_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `correos` ADD `cabeceras` text;