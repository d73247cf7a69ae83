CREATE TABLE `cupos_entrega` (
	`zona_id` integer NOT NULL,
	`dia` text NOT NULL,
	`ventana` text NOT NULL,
	`usados` integer NOT NULL,
	PRIMARY KEY(`zona_id`, `dia`, `ventana`),
	FOREIGN KEY (`zona_id`) REFERENCES `zonas_entrega`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `pedidos` ADD `ventana_nombre` text;--> statement-breakpoint
ALTER TABLE `zonas_entrega` ADD `capacidad` integer DEFAULT 40 NOT NULL;