CREATE TABLE `movimientos_dinero` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pedido_id` integer NOT NULL,
	`tipo` text NOT NULL,
	`metodo` text NOT NULL,
	`proveedor` text NOT NULL,
	`referencia` text NOT NULL,
	`centavos` integer NOT NULL,
	`moneda` text DEFAULT 'MXN' NOT NULL,
	`creado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`pedido_id`) REFERENCES `pedidos`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `movimientos_dinero_referencia_idx` ON `movimientos_dinero` (`tipo`,`referencia`);--> statement-breakpoint
CREATE INDEX `movimientos_dinero_pedido_idx` ON `movimientos_dinero` (`pedido_id`);--> statement-breakpoint
-- The money of orders paid and refunded before these records: one row each, dated when it happened.
INSERT INTO `movimientos_dinero` (`pedido_id`, `tipo`, `metodo`, `proveedor`, `referencia`, `centavos`, `moneda`, `creado`) SELECT `id`, 'pago', 'tarjeta', `proveedor_pago`, `payment_intent_id`, `total_centavos`, `moneda`, `pagado_en` FROM `pedidos` WHERE `pagado_en` IS NOT NULL AND `payment_intent_id` IS NOT NULL;--> statement-breakpoint
INSERT INTO `movimientos_dinero` (`pedido_id`, `tipo`, `metodo`, `proveedor`, `referencia`, `centavos`, `moneda`, `creado`) SELECT `id`, 'reembolso', 'tarjeta', `proveedor_pago`, `reembolso_id`, `total_centavos`, `moneda`, `reembolsado_en` FROM `pedidos` WHERE `reembolso_id` IS NOT NULL AND `reembolsado_en` IS NOT NULL;