CREATE TABLE `lista_precio_productos` (
	`lista_id` integer NOT NULL,
	`producto_id` integer NOT NULL,
	`precio_centavos` integer,
	`descuento` integer,
	`tramos` text,
	PRIMARY KEY(`lista_id`, `producto_id`),
	FOREIGN KEY (`lista_id`) REFERENCES `listas_precios`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`producto_id`) REFERENCES `productos`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `listas_precios` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nombre` text NOT NULL,
	`descuento_general` integer,
	`creado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `listas_precios_nombre_unique` ON `listas_precios` (`nombre`);--> statement-breakpoint
ALTER TABLE `negocios` ADD `lista_id` integer REFERENCES listas_precios(id);--> statement-breakpoint
ALTER TABLE `pedidos` ADD `lista_precios` text;