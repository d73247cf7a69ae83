CREATE TABLE `cupon_usos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cupon_id` integer NOT NULL,
	`pedido_id` integer NOT NULL,
	`usuario_id` integer,
	`email` text NOT NULL,
	`descuento_centavos` integer NOT NULL,
	`creado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`cupon_id`) REFERENCES `cupones`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`pedido_id`) REFERENCES `pedidos`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`usuario_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cupon_usos_pedido_uq` ON `cupon_usos` (`pedido_id`);--> statement-breakpoint
CREATE INDEX `cupon_usos_cupon_usuario_idx` ON `cupon_usos` (`cupon_id`,`usuario_id`);--> statement-breakpoint
CREATE INDEX `cupon_usos_cupon_email_idx` ON `cupon_usos` (`cupon_id`,`email`);--> statement-breakpoint
CREATE TABLE `cupones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`codigo` text NOT NULL,
	`descripcion` text,
	`tipo` text NOT NULL,
	`valor` integer NOT NULL,
	`minimo_centavos` integer,
	`desde` text,
	`hasta` text,
	`usos_max` integer,
	`usos_por_cliente` integer,
	`primer_pedido` integer DEFAULT 0 NOT NULL,
	`zonas` text DEFAULT '[]' NOT NULL,
	`categorias` text DEFAULT '[]' NOT NULL,
	`clientes` text DEFAULT '[]' NOT NULL,
	`activo` integer DEFAULT 1 NOT NULL,
	`registrados` integer DEFAULT 0 NOT NULL,
	`creado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`actualizado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cupones_codigo_uq` ON `cupones` (`codigo`);--> statement-breakpoint
ALTER TABLE `pedido_lineas` ADD `descuento_centavos` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `pedidos` ADD `cupon_codigo` text;--> statement-breakpoint
ALTER TABLE `pedidos` ADD `descuento_centavos` integer DEFAULT 0 NOT NULL;