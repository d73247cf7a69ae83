CREATE TABLE `verificaciones_correo` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`usuario_id` integer NOT NULL,
	`email` text NOT NULL,
	`token_hash` text NOT NULL,
	`expira_en` integer NOT NULL,
	`usado_en` text,
	`creado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`usuario_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `verificaciones_correo_token_hash_unique` ON `verificaciones_correo` (`token_hash`);--> statement-breakpoint
ALTER TABLE `usuarios` ADD `correo_verificado_en` text;--> statement-breakpoint
CREATE INDEX `pedidos_email_idx` ON `pedidos` (`email`);