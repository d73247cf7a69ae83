CREATE TABLE `correos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`para` text NOT NULL,
	`asunto` text NOT NULL,
	`texto` text NOT NULL,
	`tipo` text NOT NULL,
	`creado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `eventos_webhook` (
	`id` text PRIMARY KEY NOT NULL,
	`tipo` text NOT NULL,
	`creado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `mensajes_contacto` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nombre` text NOT NULL,
	`correo` text NOT NULL,
	`telefono` text,
	`mensaje` text,
	`ip` text,
	`creado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `pagos_prueba` (
	`id` text PRIMARY KEY NOT NULL,
	`client_secret` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`pedido_id` integer NOT NULL,
	`monto_centavos` integer NOT NULL,
	`moneda` text NOT NULL,
	`estado` text NOT NULL,
	`error` text,
	`creado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pagos_prueba_client_secret_unique` ON `pagos_prueba` (`client_secret`);--> statement-breakpoint
CREATE UNIQUE INDEX `pagos_prueba_idempotency_key_unique` ON `pagos_prueba` (`idempotency_key`);--> statement-breakpoint
CREATE TABLE `password_resets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`usuario_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expira_en` integer NOT NULL,
	`usado_en` text,
	`creado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`usuario_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `password_resets_token_hash_unique` ON `password_resets` (`token_hash`);--> statement-breakpoint
CREATE TABLE `pedido_lineas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pedido_id` integer NOT NULL,
	`producto_id` integer NOT NULL,
	`nombre` text NOT NULL,
	`items` integer NOT NULL,
	`precio_unitario_centavos` integer NOT NULL,
	`total_linea_centavos` integer NOT NULL,
	FOREIGN KEY (`pedido_id`) REFERENCES `pedidos`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`producto_id`) REFERENCES `productos`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `pedido_lineas_pedido_idx` ON `pedido_lineas` (`pedido_id`);--> statement-breakpoint
CREATE TABLE `pedidos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`usuario_id` integer,
	`nombre` text NOT NULL,
	`direccion` text NOT NULL,
	`telefono` text NOT NULL,
	`email` text NOT NULL,
	`estado` text DEFAULT 'pendiente_pago' NOT NULL,
	`subtotal_centavos` integer NOT NULL,
	`envio_centavos` integer NOT NULL,
	`total_centavos` integer NOT NULL,
	`moneda` text DEFAULT 'MXN' NOT NULL,
	`proveedor_pago` text NOT NULL,
	`payment_intent_id` text,
	`client_secret` text,
	`error_pago` text,
	`creado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`pagado_en` text,
	FOREIGN KEY (`usuario_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pedidos_payment_intent_id_unique` ON `pedidos` (`payment_intent_id`);--> statement-breakpoint
CREATE INDEX `pedidos_usuario_idx` ON `pedidos` (`usuario_id`);--> statement-breakpoint
CREATE TABLE `usuarios` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`nombre_completo` text NOT NULL,
	`telefono` text,
	`direccion` text,
	`direccion_facturacion` text,
	`token_version` integer DEFAULT 0 NOT NULL,
	`creado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `usuarios_email_unique` ON `usuarios` (`email`);