CREATE TABLE `cfdi_pedidos` (
	`cfdi_id` integer NOT NULL,
	`pedido_id` integer NOT NULL,
	PRIMARY KEY(`cfdi_id`, `pedido_id`),
	FOREIGN KEY (`cfdi_id`) REFERENCES `cfdis`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`pedido_id`) REFERENCES `pedidos`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `cfdi_pedidos_pedido_idx` ON `cfdi_pedidos` (`pedido_id`);