CREATE TABLE `articulos` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`titulo` text NOT NULL,
	`resumen` text NOT NULL,
	`contenido` text NOT NULL,
	`img_url` text NOT NULL,
	`autor` text NOT NULL,
	`fecha_publicacion` text NOT NULL,
	`creado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `articulos_slug_unique` ON `articulos` (`slug`);--> statement-breakpoint
CREATE TABLE `categorias` (
	`id` integer PRIMARY KEY NOT NULL,
	`nombre` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `productos` (
	`id` integer PRIMARY KEY NOT NULL,
	`nombre` text NOT NULL,
	`categoria_id` integer NOT NULL,
	`precio_centavos` integer NOT NULL,
	`cantidad` text NOT NULL,
	`descuento` integer,
	`img_url` text NOT NULL,
	`fecha_vig_inicio` text NOT NULL,
	`fecha_vig_fin` text,
	FOREIGN KEY (`categoria_id`) REFERENCES `categorias`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `productos_vigencia_idx` ON `productos` (`fecha_vig_inicio`,`fecha_vig_fin`);--> statement-breakpoint
CREATE TABLE `promociones` (
	`id` integer PRIMARY KEY NOT NULL,
	`titulo` text NOT NULL,
	`descripcion` text NOT NULL,
	`img_url` text NOT NULL,
	`descuento` integer,
	`producto_id` integer,
	`fecha_vig_inicio` text NOT NULL,
	`fecha_vig_fin` text,
	FOREIGN KEY (`producto_id`) REFERENCES `productos`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `slides` (
	`id` integer PRIMARY KEY NOT NULL,
	`titulo` text NOT NULL,
	`img_slider` text NOT NULL,
	`orden` integer DEFAULT 0 NOT NULL,
	`fecha_vig_inicio` text NOT NULL,
	`fecha_vig_fin` text
);
