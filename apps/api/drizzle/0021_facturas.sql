CREATE TABLE `facturas` (
	`pedido_id` integer PRIMARY KEY NOT NULL,
	`rfc` text NOT NULL,
	`razon_social` text NOT NULL,
	`regimen_fiscal` text NOT NULL,
	`uso_cfdi` text NOT NULL,
	`cp_fiscal` text NOT NULL,
	`estado` text DEFAULT 'solicitada' NOT NULL,
	`solicitada` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`uuid` text,
	`pdf` blob,
	`xml` blob,
	`emitida` text,
	`emitida_por` integer,
	FOREIGN KEY (`pedido_id`) REFERENCES `pedidos`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`emitida_por`) REFERENCES `personal`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `facturas_estado` ON `facturas` (`estado`,`solicitada`);--> statement-breakpoint
ALTER TABLE `correos` ADD `adjuntos` text;--> statement-breakpoint
ALTER TABLE `usuarios` ADD `rfc` text;--> statement-breakpoint
ALTER TABLE `usuarios` ADD `razon_social` text;--> statement-breakpoint
ALTER TABLE `usuarios` ADD `regimen_fiscal` text;--> statement-breakpoint
ALTER TABLE `usuarios` ADD `uso_cfdi` text;--> statement-breakpoint
ALTER TABLE `usuarios` ADD `cp_fiscal` text;