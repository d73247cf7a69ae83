CREATE TABLE `sustituciones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pedido_id` integer NOT NULL,
	`linea_id` integer NOT NULL,
	`faltan` integer NOT NULL,
	`producto_id` integer NOT NULL,
	`nombre` text NOT NULL,
	`items` integer NOT NULL,
	`precio_unitario_centavos` integer NOT NULL,
	`tasa_iva` integer DEFAULT 0 NOT NULL,
	`estado` text DEFAULT 'propuesta' NOT NULL,
	`vence` text NOT NULL,
	`clave` text NOT NULL,
	`linea_nueva_id` integer,
	`personal_id` integer,
	`creado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`respondida_en` text,
	FOREIGN KEY (`pedido_id`) REFERENCES `pedidos`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`linea_id`) REFERENCES `pedido_lineas`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`producto_id`) REFERENCES `productos`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`personal_id`) REFERENCES `personal`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `sustituciones_pedido_idx` ON `sustituciones` (`pedido_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `sustituciones_linea_idx` ON `sustituciones` (`linea_id`);--> statement-breakpoint
CREATE INDEX `sustituciones_estado_vence_idx` ON `sustituciones` (`estado`,`vence`);--> statement-breakpoint
CREATE UNIQUE INDEX `sustituciones_clave_idx` ON `sustituciones` (`clave`);--> statement-breakpoint
ALTER TABLE `pedidos` ADD `empacando_en` text;