CREATE TABLE `cfdis` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`clave` text NOT NULL,
	`tipo` text NOT NULL,
	`pedido_id` integer,
	`pago_credito_id` integer,
	`relacionado_id` integer,
	`estado` text DEFAULT 'pendiente' NOT NULL,
	`modo` text NOT NULL,
	`rfc` text NOT NULL,
	`nombre` text NOT NULL,
	`metodo_pago` text,
	`forma_pago` text,
	`serie` text,
	`folio` integer,
	`subtotal_centavos` integer NOT NULL,
	`iva_centavos` integer NOT NULL,
	`total_centavos` integer NOT NULL,
	`documento` text NOT NULL,
	`uuid` text,
	`pac_id` text,
	`xml` blob,
	`pdf` blob,
	`error` text,
	`intentos` integer DEFAULT 0 NOT NULL,
	`bloqueado_hasta` text,
	`creado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`timbrada` text,
	`enviada` text,
	`cancel_motivo` text,
	`cancel_sustituto` text,
	`cancelada_en` text,
	FOREIGN KEY (`pedido_id`) REFERENCES `pedidos`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cfdis_clave_idx` ON `cfdis` (`clave`);--> statement-breakpoint
CREATE UNIQUE INDEX `cfdis_uuid_idx` ON `cfdis` (`uuid`);--> statement-breakpoint
CREATE INDEX `cfdis_pedido_idx` ON `cfdis` (`pedido_id`);--> statement-breakpoint
CREATE INDEX `cfdis_estado_idx` ON `cfdis` (`estado`,`creado`);--> statement-breakpoint
ALTER TABLE `productos` ADD `clave_prod_serv` text;--> statement-breakpoint
ALTER TABLE `productos` ADD `clave_unidad` text;