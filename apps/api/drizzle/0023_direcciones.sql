ALTER TABLE `pedidos` ADD `calle` text;--> statement-breakpoint
ALTER TABLE `pedidos` ADD `colonia` text;--> statement-breakpoint
ALTER TABLE `pedidos` ADD `referencias` text;--> statement-breakpoint
ALTER TABLE `usuarios` ADD `calle` text;--> statement-breakpoint
ALTER TABLE `usuarios` ADD `colonia` text;--> statement-breakpoint
ALTER TABLE `usuarios` ADD `referencias` text;