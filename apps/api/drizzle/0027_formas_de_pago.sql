CREATE TABLE `clientes_stripe` (
	`email` text PRIMARY KEY NOT NULL,
	`cliente_id` text NOT NULL,
	`creado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `movimientos_dinero` ADD `personal_id` integer;--> statement-breakpoint
ALTER TABLE `movimientos_dinero` ADD `detalle` text;--> statement-breakpoint
ALTER TABLE `pagos_prueba` ADD `metodo` text DEFAULT 'tarjeta' NOT NULL;--> statement-breakpoint
ALTER TABLE `pagos_prueba` ADD `recibido_centavos` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `pedidos` ADD `metodo_pago` text DEFAULT 'tarjeta' NOT NULL;--> statement-breakpoint
ALTER TABLE `pedidos` ADD `pago_instrucciones` text;--> statement-breakpoint
ALTER TABLE `pedidos` ADD `pago_vence` text;--> statement-breakpoint
ALTER TABLE `pedidos` ADD `pendiente_centavos` integer;