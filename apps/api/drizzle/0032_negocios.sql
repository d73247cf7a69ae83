CREATE TABLE `negocios` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`usuario_id` integer NOT NULL,
	`giro` text NOT NULL,
	`razon_social` text NOT NULL,
	`rfc` text NOT NULL,
	`contacto` text NOT NULL,
	`ventana` text,
	`estado` text DEFAULT 'solicitada' NOT NULL,
	`motivo` text,
	`creado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`revisado_en` text,
	`revisado_por` integer,
	FOREIGN KEY (`usuario_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`revisado_por`) REFERENCES `personal`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `negocios_usuario_id_unique` ON `negocios` (`usuario_id`);--> statement-breakpoint
CREATE INDEX `negocios_estado_idx` ON `negocios` (`estado`,`creado`);