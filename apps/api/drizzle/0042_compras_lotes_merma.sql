CREATE TABLE `linea_lotes` (
	`linea_id` integer NOT NULL,
	`lote_id` integer NOT NULL,
	`cantidad` integer NOT NULL,
	PRIMARY KEY(`linea_id`, `lote_id`),
	FOREIGN KEY (`linea_id`) REFERENCES `pedido_lineas`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`lote_id`) REFERENCES `lotes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `linea_lotes_lote_idx` ON `linea_lotes` (`lote_id`);--> statement-breakpoint
CREATE TABLE `lotes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`clave` text NOT NULL,
	`producto_id` integer NOT NULL,
	`proveedor_id` integer,
	`orden_linea_id` integer,
	`esperada` integer,
	`cantidad` integer NOT NULL,
	`restante` integer NOT NULL,
	`unidad` text NOT NULL,
	`costo_centavos` integer NOT NULL,
	`codigo` text,
	`vence` text NOT NULL,
	`recibido_por` integer,
	`recibido` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`producto_id`) REFERENCES `productos`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`proveedor_id`) REFERENCES `proveedores`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`orden_linea_id`) REFERENCES `orden_compra_lineas`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`recibido_por`) REFERENCES `personal`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lotes_clave_idx` ON `lotes` (`clave`);--> statement-breakpoint
CREATE INDEX `lotes_producto_vence_idx` ON `lotes` (`producto_id`,`vence`);--> statement-breakpoint
CREATE INDEX `lotes_recibido_idx` ON `lotes` (`recibido`);--> statement-breakpoint
CREATE TABLE `mermas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`clave` text NOT NULL,
	`lote_id` integer NOT NULL,
	`producto_id` integer NOT NULL,
	`cantidad` integer NOT NULL,
	`motivo` text NOT NULL,
	`costo_centavos` integer NOT NULL,
	`nota` text,
	`personal_id` integer,
	`creada` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`lote_id`) REFERENCES `lotes`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`producto_id`) REFERENCES `productos`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`personal_id`) REFERENCES `personal`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mermas_clave_idx` ON `mermas` (`clave`);--> statement-breakpoint
CREATE INDEX `mermas_creada_idx` ON `mermas` (`creada`);--> statement-breakpoint
CREATE TABLE `orden_compra_lineas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`orden_id` integer NOT NULL,
	`producto_id` integer NOT NULL,
	`paquetes` integer NOT NULL,
	`cantidad` integer NOT NULL,
	`costo_paquete_centavos` integer NOT NULL,
	`recibida` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`orden_id`) REFERENCES `ordenes_compra`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`producto_id`) REFERENCES `productos`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `orden_compra_lineas_orden_idx` ON `orden_compra_lineas` (`orden_id`);--> statement-breakpoint
CREATE TABLE `ordenes_compra` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`proveedor_id` integer NOT NULL,
	`estado` text DEFAULT 'borrador' NOT NULL,
	`desde` text,
	`dias` integer,
	`llegada` text,
	`notas` text,
	`creada_por` integer,
	`creada` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`enviada_por` text,
	`enviada_en` text,
	`cerrada_en` text,
	FOREIGN KEY (`proveedor_id`) REFERENCES `proveedores`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`creada_por`) REFERENCES `personal`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `ordenes_compra_estado_idx` ON `ordenes_compra` (`estado`,`creada`);--> statement-breakpoint
CREATE INDEX `ordenes_compra_proveedor_idx` ON `ordenes_compra` (`proveedor_id`);--> statement-breakpoint
CREATE TABLE `proveedor_productos` (
	`proveedor_id` integer NOT NULL,
	`producto_id` integer NOT NULL,
	`empaque` text NOT NULL,
	`empaque_cantidad` integer NOT NULL,
	`costo_centavos` integer NOT NULL,
	`preferido` integer DEFAULT 0 NOT NULL,
	`actualizado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`proveedor_id`, `producto_id`),
	FOREIGN KEY (`proveedor_id`) REFERENCES `proveedores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`producto_id`) REFERENCES `productos`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `proveedor_productos_producto_idx` ON `proveedor_productos` (`producto_id`);--> statement-breakpoint
CREATE TABLE `proveedores` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nombre` text NOT NULL,
	`contacto` text,
	`telefono` text,
	`whatsapp` text,
	`correo` text,
	`dias_entrega` integer DEFAULT 1 NOT NULL,
	`notas` text,
	`activo` integer DEFAULT 1 NOT NULL,
	`creado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `proveedores_nombre_idx` ON `proveedores` (`nombre`);--> statement-breakpoint
ALTER TABLE `existencias` ADD `costo_centavos` integer;--> statement-breakpoint
ALTER TABLE `existencias` ADD `margen_compra` integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE `pedido_lineas` ADD `costo_unitario_centavos` integer;--> statement-breakpoint
ALTER TABLE `pedido_lineas` ADD `costo_centavos` integer;