CREATE TABLE `saldo_clientes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`usuario_id` integer NOT NULL,
	`pedido_id` integer NOT NULL,
	`centavos` integer NOT NULL,
	`motivo` text NOT NULL,
	`creado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`usuario_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`pedido_id`) REFERENCES `pedidos`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `saldo_clientes_pedido_motivo_idx` ON `saldo_clientes` (`pedido_id`,`motivo`);--> statement-breakpoint
CREATE INDEX `saldo_clientes_usuario_idx` ON `saldo_clientes` (`usuario_id`);--> statement-breakpoint
CREATE TABLE `saldos` (
	`usuario_id` integer PRIMARY KEY NOT NULL,
	`centavos` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`usuario_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `pagos_prueba` ADD `captura_manual` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `pagos_prueba` ADD `capturado_centavos` integer;--> statement-breakpoint
ALTER TABLE `pagos_prueba` ADD `reembolsado_centavos` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `pagos_prueba` ADD `reembolso_claves` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `pedido_lineas` ADD `venta_modo` text;--> statement-breakpoint
ALTER TABLE `pedidos` ADD `cobro_centavos` integer;--> statement-breakpoint
ALTER TABLE `pedidos` ADD `capturado_centavos` integer;--> statement-breakpoint
ALTER TABLE `pedidos` ADD `capturado_en` text;--> statement-breakpoint
ALTER TABLE `pedidos` ADD `sobrante` text;--> statement-breakpoint
ALTER TABLE `pedidos` ADD `saldo_aplicado_centavos` integer;--> statement-breakpoint
ALTER TABLE `pedidos` ADD `diferencia_centavos` integer;--> statement-breakpoint
ALTER TABLE `pedidos` ADD `diferencia_intent_id` text;--> statement-breakpoint
ALTER TABLE `pedidos` ADD `diferencia_secret` text;--> statement-breakpoint
ALTER TABLE `pedidos` ADD `diferencia_pagada_en` text;--> statement-breakpoint
ALTER TABLE `pedidos` ADD `ajuste_centavos` integer;--> statement-breakpoint
ALTER TABLE `pedidos` ADD `ajustado_en` text;--> statement-breakpoint
CREATE INDEX `pedidos_diferencia_intent_idx` ON `pedidos` (`diferencia_intent_id`);