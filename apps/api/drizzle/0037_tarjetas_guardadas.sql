CREATE TABLE `tarjetas_guardadas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`usuario_id` integer NOT NULL,
	`proveedor` text NOT NULL,
	`metodo_pago_id` text NOT NULL,
	`cliente_id` text,
	`marca` text NOT NULL,
	`ultimos4` text NOT NULL,
	`vence` text NOT NULL,
	`consentimiento` text NOT NULL,
	`consentido_en` text NOT NULL,
	`estado` text DEFAULT 'activa' NOT NULL,
	`creado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`usuario_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tarjetas_guardadas_metodo_pago_id_unique` ON `tarjetas_guardadas` (`metodo_pago_id`);--> statement-breakpoint
CREATE INDEX `tarjetas_guardadas_usuario_idx` ON `tarjetas_guardadas` (`usuario_id`,`estado`);--> statement-breakpoint
ALTER TABLE `recordatorios_recurrentes` ADD `modificado` text;