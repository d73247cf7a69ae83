CREATE TABLE `reportes_problema` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pedido_id` integer NOT NULL,
	`usuario_id` integer,
	`email` text NOT NULL,
	`estado` text DEFAULT 'abierto' NOT NULL,
	`abierto` integer DEFAULT 1,
	`centavos` integer NOT NULL,
	`motivo_decision` text,
	`personal_id` integer,
	`decidido_en` text,
	`reembolso_id` text,
	`repuesto_pedido_id` integer,
	`repuesto_en` text,
	`creado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`pedido_id`) REFERENCES `pedidos`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`usuario_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`personal_id`) REFERENCES `personal`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`repuesto_pedido_id`) REFERENCES `pedidos`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reportes_problema_abierto_idx` ON `reportes_problema` (`pedido_id`,`abierto`);--> statement-breakpoint
CREATE INDEX `reportes_problema_estado_idx` ON `reportes_problema` (`estado`,`id`);--> statement-breakpoint
CREATE INDEX `reportes_problema_usuario_idx` ON `reportes_problema` (`usuario_id`,`creado`);--> statement-breakpoint
CREATE INDEX `reportes_problema_email_idx` ON `reportes_problema` (`email`,`creado`);--> statement-breakpoint
CREATE TABLE `reportes_problema_lineas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reporte_id` integer NOT NULL,
	`pedido_linea_id` integer NOT NULL,
	`motivo` text NOT NULL,
	`cantidad` integer NOT NULL,
	`centavos` integer NOT NULL,
	`nota` text,
	`foto` blob,
	FOREIGN KEY (`reporte_id`) REFERENCES `reportes_problema`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`pedido_linea_id`) REFERENCES `pedido_lineas`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reportes_problema_lineas_linea_idx` ON `reportes_problema_lineas` (`pedido_linea_id`);--> statement-breakpoint
CREATE INDEX `reportes_problema_lineas_reporte_idx` ON `reportes_problema_lineas` (`reporte_id`);