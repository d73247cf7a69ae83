ALTER TABLE `pedidos` ADD `reembolso_id` text;--> statement-breakpoint
ALTER TABLE `pedidos` ADD `reembolsado_en` text;