CREATE TABLE `traducciones` (
	`tipo` text NOT NULL,
	`ref` text NOT NULL,
	`campo` text NOT NULL,
	`idioma` text NOT NULL,
	`texto` text NOT NULL,
	`actualizado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`tipo`, `ref`, `campo`, `idioma`)
);
--> statement-breakpoint
ALTER TABLE `pedidos` ADD `idioma` text DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE `usuarios` ADD `idioma` text DEFAULT 'es' NOT NULL;