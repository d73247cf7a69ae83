CREATE TABLE `invitaciones_negocio` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`negocio_id` integer NOT NULL,
	`email` text NOT NULL,
	`token_hash` text NOT NULL,
	`creada` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`vence` text NOT NULL,
	`usada_en` text,
	`invitada_por` integer,
	FOREIGN KEY (`negocio_id`) REFERENCES `negocios`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invitada_por`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invitaciones_negocio_token_hash_unique` ON `invitaciones_negocio` (`token_hash`);--> statement-breakpoint
CREATE INDEX `invitaciones_negocio_idx` ON `invitaciones_negocio` (`negocio_id`,`usada_en`);--> statement-breakpoint
CREATE TABLE `negocio_personas` (
	`usuario_id` integer PRIMARY KEY NOT NULL,
	`negocio_id` integer NOT NULL,
	`agregado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`usuario_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`negocio_id`) REFERENCES `negocios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `negocio_personas_negocio_idx` ON `negocio_personas` (`negocio_id`);--> statement-breakpoint
ALTER TABLE `pedidos` ADD `negocio_id` integer;--> statement-breakpoint
CREATE INDEX `pedidos_negocio_idx` ON `pedidos` (`negocio_id`,`id`);